import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securedOperations } from '../src/plataforma/http/api';
import { loadSpecs } from '../src/plataforma/http/specs';
import type { Papel } from '../src/plataforma/identidade';
import { backends } from './support/database';
import { operationUrl } from './support/operations';
import { MARIA_CARTEIRA } from './support/planos';
import { AUDITOR_CRO, login, startTestServer, type TestServer } from './support/server';

const PUBLIC = 'público';
type Who = typeof PUBLIC | readonly Papel[];
const DENTISTA = ['Dentista'] as const;
const AUDITOR = ['Auditor'] as const;
const BOTH = ['Dentista', 'Auditor'] as const;

/**
 * Who may call each operation of both descriptions, one row per operation: a dentist's token never reaches
 * the audit, an auditor's never reads or changes a dentist's plans, and the account operations serve both.
 * A new operation fails the first test until it has its row here.
 */
const CROSS_ROLE: Readonly<Record<string, Who>> = {
  // openapi/auth.yaml
  connectivityTest: PUBLIC,
  getOperadora: PUBLIC,
  healthLive: PUBLIC,
  healthReady: PUBLIC,
  login: PUBLIC,
  registerFirstAccess: PUBLIC,
  registerFromEmail: PUBLIC,
  forgotPassword: PUBLIC,
  resetPassword: PUBLIC,
  refreshToken: PUBLIC,
  logout: BOTH,
  getCurrentUser: BOTH,
  changePassword: BOTH,
  updateNotificationPreferences: BOTH,
  updateConsent: BOTH,
  exportMyData: BOTH,
  // openapi/dentist.yaml: the dentist's portal
  listAtos: DENTISTA,
  createAto: DENTISTA,
  deleteAto: DENTISTA,
  listAtosByPlano: DENTISTA,
  listEspecialidades: DENTISTA,
  listProcedimentosByEspecialidade: DENTISTA,
  listProcedimentosResumo: DENTISTA,
  searchDentistaV1: DENTISTA,
  searchDentista: DENTISTA,
  searchBeneficiarioV1: DENTISTA,
  searchBeneficiario: DENTISTA,
  getOdontogramaInicial: DENTISTA,
  putOdontogramaInicial: DENTISTA,
  getPlanoTratamentoSituacaoInicial: DENTISTA,
  listImagemTipos: DENTISTA,
  createPlanoTratamentoV1: DENTISTA,
  getPlanoTratamentoV1: DENTISTA,
  createPlanoTratamento: DENTISTA,
  listPlanosByDentista: DENTISTA,
  getPlanoTratamento: DENTISTA,
  cancelPlanoTratamento: DENTISTA,
  getPlanoTratamentoTiss: DENTISTA,
  getPlanoTratamentoImpressao: DENTISTA,
  createPlanoTratamentoItem: DENTISTA,
  validatePlanoTratamentoItem: DENTISTA,
  deletePlanoTratamentoItem: DENTISTA,
  listPlanoTratamentoItens: DENTISTA,
  answerPlanoTratamentoItem: DENTISTA,
  answerAlteracaoItem: DENTISTA,
  contestPlanoTratamentoItem: DENTISTA,
  listPlanoTratamentoHistorico: DENTISTA,
  addItensToFechamento: DENTISTA,
  listLotes: DENTISTA,
  getLote: DENTISTA,
  sendLote: DENTISTA,
  getLoteTiss: DENTISTA,
  getLoteDemonstrativoTiss: DENTISTA,
  getLoteDemonstrativoPdf: DENTISTA,
  listAuditoriaContas: AUDITOR,
  getAuditoriaConta: AUDITOR,
  analyseAuditoriaContaItem: AUDITOR,
  payAuditoriaConta: AUDITOR,
  createRecursoGlosa: DENTISTA,
  getRecursoGlosaTiss: DENTISTA,
  getRecursoGlosaRespostaTiss: DENTISTA,
  listAuditoriaRecursos: AUDITOR,
  getAuditoriaRecurso: AUDITOR,
  answerAuditoriaRecurso: AUDITOR,
  uploadPlanoTratamentoImagem: DENTISTA,
  // A signed link, not a token: whose session signed it is checked (security-files.test.ts).
  getPlanoTratamentoImagemArquivo: PUBLIC,
  getGlossario: PUBLIC,
  getDashboard: DENTISTA,
  listGlosas: DENTISTA,
  listFinanceiro: DENTISTA,
  createOuvidoriaMensagem: DENTISTA,
  listNotificacoes: DENTISTA,
  markNotificacoesLidas: DENTISTA,
  streamNotificacoes: DENTISTA,
  // openapi/dentist.yaml: the audit console
  listAuditoriaFila: AUDITOR,
  listAuditoriaGlosas: AUDITOR,
  getAuditoriaPlano: AUDITOR,
  decideAuditoriaItem: AUDITOR,
  listAuditoriaCodigos: AUDITOR,
  getAuditoriaOperacoes: AUDITOR,
};

type Method = 'get' | 'post' | 'put' | 'delete';
interface Described {
  operationId: string;
  method: Method;
  hasBody: boolean;
}

function operationsOf(spec: object): Described[] {
  const paths = (
    spec as { paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>> }
  ).paths;
  return Object.values(paths).flatMap((item) =>
    Object.entries(item).flatMap(([method, operation]) =>
      operation.operationId
        ? [
            {
              operationId: operation.operationId,
              method: method as Method,
              hasBody: operation.requestBody !== undefined,
            },
          ]
        : [],
    ),
  );
}

const specs = loadSpecs();
const OPERATIONS = [...operationsOf(specs.auth), ...operationsOf(specs.dentist)];
const SECURED = new Map([...securedOperations(specs.auth), ...securedOperations(specs.dentist)]);
const PATH_VALUES = { id: 1, idImagem: 1, cro: '12345', numeroCarteira: MARIA_CARTEIRA, idEspecialidade: 1 };

describe('the cross-role table', () => {
  it('should have one row per operation of both descriptions, and no other', () => {
    expect(Object.keys(CROSS_ROLE).sort()).toEqual(
      OPERATIONS.map((operation) => operation.operationId).sort(),
    );
  });

  it('should agree with the roles each description gives its operations', () => {
    for (const { operationId } of OPERATIONS) {
      const who = CROSS_ROLE[operationId];
      const roles = SECURED.get(operationId);
      expect(roles === undefined ? PUBLIC : [...roles].sort(), operationId).toEqual(
        who === PUBLIC ? PUBLIC : [...(who ?? [])].sort(),
      );
    }
  });
});

describe.each(backends)('every secured operation with each role over HTTP (%s)', (backend) => {
  let server: TestServer;
  let tokens: Record<Papel, string>;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    tokens = {
      Dentista: (await login(server, '12345')).accessToken,
      Auditor: (await login(server, AUDITOR_CRO)).accessToken,
    };
  });
  afterAll(async () => server?.close());

  /** Calls the operation with a role's token; an event stream is left as soon as its status is known. */
  async function callAs(operation: Described, role: Papel): Promise<{ status: number; body: unknown }> {
    const controller = new AbortController();
    const response = await fetch(
      `${server.baseUrl}${operationUrl(operation.operationId as never, { path: PATH_VALUES })}`,
      {
        method: operation.method.toUpperCase(),
        headers: {
          authorization: `Bearer ${tokens[role]}`,
          ...(operation.hasBody ? { 'content-type': 'application/json' } : {}),
        },
        body: operation.hasBody ? '{}' : undefined,
        signal: controller.signal,
      },
    );
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      controller.abort();
      return { status: response.status, body: null };
    }
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  }

  // Logout ends the session of the token it is given: it goes last.
  const secured = OPERATIONS.filter((operation) => CROSS_ROLE[operation.operationId] !== PUBLIC).sort(
    (a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'),
  );

  it('should answer 403 to the role an operation does not serve, before reading anything', async () => {
    for (const operation of secured) {
      const allowed = CROSS_ROLE[operation.operationId] as readonly Papel[];
      for (const role of (['Dentista', 'Auditor'] as const).filter((papel) => !allowed.includes(papel))) {
        const { status, body } = await callAs(operation, role);
        expect(status, `${operation.operationId} como ${role}`).toBe(403);
        expect(JSON.stringify(body), operation.operationId).toContain(
          'Seu perfil não tem acesso a esta operação.',
        );
      }
    }
  });

  it('should let the roles an operation serves through the role check', async () => {
    for (const operation of secured) {
      for (const role of CROSS_ROLE[operation.operationId] as readonly Papel[]) {
        const { status } = await callAs(operation, role);
        // 400, 404, 409 or 415 for the placeholder input are fine: only the token checks answer 401 and 403.
        expect([401, 403], `${operation.operationId} como ${role}`).not.toContain(status);
      }
    }
  });
});
