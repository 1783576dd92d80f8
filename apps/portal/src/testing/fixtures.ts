import type { CurrentUser, Dashboard, LoginResponse } from '@odonto/api';
import { clearSession, clearTokens, saveLogin } from '@odonto/api';
import { discardAllDrafts } from '../drafts/draftStore';

/** Story data only: what the real server answers for the demo dentist looks like this. */
const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned token carrying the claims the portal reads (docs/product-rules.md#d6). */
export function fakeAccessToken(claims: Record<string, string>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.assinatura`;
}

export const DENTIST = { cro: '12345', nome: 'Dra. Ana Souza' } as const;

export const ACCESS_TOKEN = fakeAccessToken({
  sub: '1',
  cro: DENTIST.cro,
  nome: DENTIST.nome,
  role: 'Dentista',
});
export const RENEWED_ACCESS_TOKEN = fakeAccessToken({
  sub: '1',
  cro: DENTIST.cro,
  nome: DENTIST.nome,
  role: 'Dentista',
  sid: 'renovado',
});

/** When a session signed in or renewed now ends: the server's idle limit, 30 minutes (sessaoExpiraEm). */
export const sessionDeadlineFromNow = (ms = 30 * 60_000) => new Date(Date.now() + ms).toISOString();

/**
 * The cookie-mode sign-in's answer: the refresh token went into the HttpOnly cookie, not the body. Its deadline
 * is read when the answer is sent (a getter), 30 minutes after the story's now, real or frozen.
 */
export const LOGIN_RESPONSE: LoginResponse = {
  accessToken: ACCESS_TOKEN,
  cro: DENTIST.cro,
  nome: DENTIST.nome,
  get sessaoExpiraEm() {
    return sessionDeadlineFromNow();
  },
};

export const CURRENT_USER: CurrentUser = {
  id: 1,
  cro: DENTIST.cro,
  uf: 'SP',
  nome: DENTIST.nome,
  email: 'ana.souza@example.com',
  telefone: '(11) 98765-4321',
  role: 'Dentista',
  clinica: {
    nome: 'Clínica Sorriso Paulista',
    cnpj: '12345678000195',
    endereco: 'Av. Paulista, 1000 – Bela Vista, São Paulo/SP',
    telefone: '(11) 3333-4444',
  },
  notificacoes: { sms: false, email: true, push: false },
  consentimento: { consentimento: false, atualizadoEm: null },
};

export const DASHBOARD: Dashboard = {
  totalPacientes: 42,
  planosAVencer: 2,
  procedimentosUltimos30Dias: 57,
  planosAtivos: 18,
  proximosVencimentos: [
    {
      idPlanoTratamento: 1024,
      nome: 'Maria da Silva',
      ba3MatAnt: '09000001000001001',
      dtValidade: '2026-11-30T12:00:00.000Z',
      diasRestantes: 9,
    },
    {
      idPlanoTratamento: 1031,
      nome: 'João Pereira',
      ba3MatAnt: '09000001000002001',
      dtValidade: '2026-12-04T12:00:00.000Z',
      diasRestantes: 13,
    },
  ],
  procedimentosPorEspecialidade: [
    { especialidade: 'Dentística', quantidade: 20, percentual: 35.1 },
    { especialidade: 'Periodontia', quantidade: 15, percentual: 26.3 },
    { especialidade: 'Endodontia', quantidade: 12, percentual: 21.1 },
    { especialidade: 'Cirurgia', quantidade: 10, percentual: 17.5 },
  ],
  pacientesRecentes: [
    {
      nome: 'Maria da Silva',
      ba3MatAnt: '09000001000001001',
      idPlanoTratamento: 1040,
      dtCriacao: '2026-11-20T13:00:00.000Z',
    },
    {
      nome: 'Pedro Santos',
      ba3MatAnt: '09000001000003001',
      idPlanoTratamento: 1038,
      dtCriacao: '2026-11-18T13:00:00.000Z',
    },
  ],
  // The batches sent and not paid; what was paid and glosed in the last 30 days, and the glosed share.
  financeiro: {
    aReceber: 2395.5,
    recebidoUltimos30Dias: 1357,
    glosadoUltimos30Dias: 683,
    percentualGlosaUltimos30Dias: 33.5,
    recuperadoUltimos30Dias: 310,
  },
};

/**
 * Signs the dentist in as the portal does (display data in localStorage, the access token in the tab's
 * memory); returns the cleanup (a story's `beforeEach`).
 */
export function storeSignedInSession(accessToken = ACCESS_TOKEN): () => void {
  discardAllDrafts(localStorage);
  saveLogin(localStorage, { accessToken, cro: DENTIST.cro, nome: DENTIST.nome });
  return clearStories;
}

/** What a story leaves behind in the browser: its session, and the drafts its forms kept. */
function clearStories(): void {
  clearSession(localStorage);
  discardAllDrafts(localStorage);
}

/**
 * A page load of a dentist who signed in before: display data stored, no access token in memory yet (the
 * refresh cookie gives one); returns the cleanup.
 */
export function storeSignedInDisplayOnly(): () => void {
  discardAllDrafts(localStorage);
  saveLogin(localStorage, { accessToken: ACCESS_TOKEN, cro: DENTIST.cro, nome: DENTIST.nome });
  clearTokens(localStorage);
  return clearStories;
}

/** Starts a story with no session; clears whatever it stored (a story's `beforeEach`). */
export function startSignedOut(): () => void {
  clearStories();
  return clearStories;
}
