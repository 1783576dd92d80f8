import type { DentistOperations, SuccessBody } from '@odonto/contract';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';

/** Every test talks to the server started by global-setup.ts. */
export const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
});

export { expect } from '@playwright/test';

/** Dra. Ana Souza, the demo dentist with a password (README, 'Demo logins'). */
export const DEMO_DENTIST = { cro: '12345', password: 'Odonto@2026' } as const;

/** Fills the login screen and presses 'Acessar', without waiting for the outcome (a refused login, say). */
export async function submitLogin(page: Page, dentist: { cro: string; password: string } = DEMO_DENTIST) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'CRO' }).fill(dentist.cro);
  await page.locator('input[name="password"]').fill(dentist.password);
  await page.getByRole('button', { name: 'Acessar' }).click();
}

/** Signs in through the login screen, as a person does, and waits for the dashboard. */
export async function signIn(page: Page, dentist: { cro: string; password: string } = DEMO_DENTIST) {
  await submitLogin(page, dentist);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Dr. Paulo Auditor, the demo auditor (README, 'Demo logins'): signs in at /auditoria. */
export const DEMO_AUDITOR = { cro: '99999', password: 'Odonto@2026' } as const;

/**
 * Signs in to the audit console through its sign-in screen and waits for the queue: the sign-in screen has
 * a level-1 heading too, and leaving it before the answer arrives cancels the sign-in.
 */
export async function signInToConsole(page: Page) {
  await page.goto('/auditoria/login');
  await page.getByRole('textbox', { name: 'CRO' }).fill(DEMO_AUDITOR.cro);
  await page.getByRole('textbox', { name: 'Senha' }).fill(DEMO_AUDITOR.password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fila de auditoria', exact: true })).toBeVisible();
}

/** A second browser, signed in to the audit console as Dr. Paulo Auditor. */
export async function auditorConsole(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInToConsole(page);
  return page;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The refresh cookies of the two apps (openapi/auth.yaml, refreshCookie and refreshCookieAuditoria). */
export const REFRESH_COOKIES = { Dentista: 'odonto_refresh', Auditor: 'odonto_refresh_auditoria' } as const;

/**
 * An access token for calling the API directly, got as the app gets one: a refresh by the HttpOnly cookie,
 * sent from the page (the cookie is the browser's, no script reads it), under the apps' own cross-tab lock so
 * that it never presents the cookie a refresh of the app itself is rotating. The browser keeps the rotated
 * cookie; the app's token in memory stays valid.
 */
export async function accessTokenIn(
  page: Page,
  origin: 'Dentista' | 'Auditor' = 'Dentista',
): Promise<string> {
  const answer = await page.evaluate(
    async (body) => {
      const renew = async () => {
        const response = await fetch('/api/account/refresh', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return {
          status: response.status,
          json: (await response.json()) as { data?: { accessToken?: string } },
        };
      };
      return navigator.locks ? navigator.locks.request('odonto-api-refresh', renew) : renew();
    },
    origin === 'Auditor' ? { origin } : {},
  );
  const token = answer.json.data?.accessToken;
  if (answer.status !== 200 || !token) throw new Error(`renovação pelo cookie falhou: ${answer.status}`);
  return token;
}

/** The demo dentist's session of a worker: the browser state to open pages with, and an access token. */
export interface DentistSession {
  /** Cookies (the refresh cookie, rotated by each test) and localStorage (display data only). */
  state: StorageState;
  /** The access token of the sign-in, for API steps that need no page. */
  accessToken: string;
}

/** Signs in through the login screen in a fresh browser; returns its state and the sign-in's access token. */
async function newDentistSession(browser: Browser): Promise<DentistSession> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  const login = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/login') && response.request().method() === 'POST',
  );
  await signIn(page);
  const accessToken = ((await (await login).json()) as { data: { accessToken: string } }).data.accessToken;
  const state = await context.storageState();
  await context.close();
  return { state, accessToken };
}

const hasRefreshCookie = (state: StorageState) =>
  state.cookies.some((cookie) => cookie.name === REFRESH_COOKIES.Dentista && cookie.value !== '');

/**
 * `test` whose pages open already signed in as the demo dentist. The sign-in goes through the login
 * screen once per worker and its browser state is reused by every test: the server allows 10 logins a
 * minute from one address, fewer than the tests that need a session. The refresh cookie rotates at each
 * page load, and the server takes a rotated one for a stolen one: each test starts with the cookie the one
 * before it left (a test that signed out leaves none, and the next one signs in again).
 */
export const signedInTest = test.extend<object, { dentistSession: DentistSession }>({
  dentistSession: [
    async ({ browser }, use) => {
      await use(await newDentistSession(browser));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ dentistSession, browser }, use) => {
    if (!hasRefreshCookie(dentistSession.state))
      Object.assign(dentistSession, await newDentistSession(browser));
    await use(dentistSession.state);
  },
  context: async ({ context, dentistSession }, use) => {
    await use(context);
    dentistSession.state = await context.storageState();
  },
});

/** The access token of the worker's sign-in, for calling the API directly without a page. */
export const accessTokenOf = (session: DentistSession): string => session.accessToken;

/** Maria da Silva's card, a demo beneficiary of the seed. */
export const MARIA_CARTEIRA = '09000001000001001';

/**
 * Creates a plan for Maria da Silva as Dra. Ana with items on the given sites; returns the ids. Each item goes
 * with a technical justification, as a dentist sends one the rules predict glosas for (a restoration on a
 * tooth her record calls sound, say); the server keeps it only when glosas were predicted (issue #29).
 */
export async function planWith(
  request: APIRequestContext,
  token: string,
  itens: { tuss: string; idDente: number; faces: string | null }[],
) {
  const headers = { authorization: `Bearer ${token}` };
  const plan = await request.post('/api/v2/planoTratamento', {
    headers,
    data: { matriculaBeneficiario: MARIA_CARTEIRA },
  });
  expect(plan.status()).toBe(201);
  const planoId = (await plan.json()).data.id as number;
  const ids: number[] = [];
  for (const item of itens) {
    const search = await request.get(`/api/v2/audiProcedimento/resumo`, { headers });
    const procedimentos = ((await search.json()) as SuccessBody<DentistOperations['listProcedimentosResumo']>)
      .data;
    const procedimento = procedimentos.find((row) => row.tuss === item.tuss);
    const created = await request.post('/api/v2/planoTratamentoItens', {
      headers,
      data: {
        idPlanoTratamento: planoId,
        idAudiProcedimento: procedimento?.idAuditoriaProcedimento,
        codTuss: item.tuss,
        idDente: item.idDente,
        faces: item.faces,
        justificativa: 'Lesão confirmada no exame clínico e na radiografia interproximal do dente.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push((await created.json()).data.idProcedimentoItem as number);
  }
  return { planoId, ids };
}

/** A 2×2 PNG, whole (the server refuses a PNG whose chunks do not add up): a radiograph for the tests' uploads. */
export const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
  'base64',
);

/** Dr. Paulo's bearer, as the console gets it, for the API steps around a test's screens. */
export async function auditorToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/account/login', {
    data: { document: DEMO_AUDITOR.cro, password: DEMO_AUDITOR.password, origin: 'Auditor' },
  });
  expect(login.status()).toBe(200);
  return (await login.json()).data.accessToken as string;
}
