import type { Page } from '@playwright/test';
import { DEMO_DENTIST, expect, submitLogin, test } from './fixtures.ts';

const PROCEDURE = '85100200 - Restauração em resina fotopolimerizável 2 faces';
const SESSION_EXPIRED = 'Sua sessão expirou. Por favor, faça login novamente.';

/** The drafts the page keeps in localStorage (key and value), read as a script of the page could. */
const drafts = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('rascunho:'))
      .map((key) => [key, localStorage.getItem(key) ?? ''] as const),
  );

// Issue #34's acceptance: the session ends while the dentist builds a new plan (here: ended on the server, as
// a sign-out elsewhere or the idle limit does); the next call answers 401 and its renewal is refused, the
// dentist lands on the login with 'Sua sessão expirou', and after signing in the draft is offered and restored.
test('a session that ends during a new plan keeps the draft, offered back after signing in', async ({
  page,
  request,
}) => {
  const login = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/login') && response.request().method() === 'POST',
  );
  await submitLogin(page);
  const signedIn = (await (await login).json()) as { data: { accessToken: string; sessaoExpiraEm: string } };
  await expect(page).toHaveURL(/\/dashboard$/);
  // The sign-in told the app when the session ends: the idle limit, 30 minutes on.
  const deadline = Date.parse(signedIn.data.sessaoExpiraEm) - Date.now();
  expect(deadline).toBeGreaterThan(25 * 60_000);
  expect(deadline).toBeLessThanOrEqual(30 * 60_000 + 5_000);

  await page.goto('/plano-tratamento/novo');
  const search = page.getByRole('region', { name: 'Beneficiário' });
  await search.getByRole('textbox', { name: 'Número da Carteira ou CPF' }).fill('529.982.247-25');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByRole('region', { name: 'Dados do Beneficiário' }).getByText('Maria da Silva'),
  ).toBeVisible();
  const procedure = page.getByRole('combobox', { name: /Procedimento/ });
  await expect(procedure).toBeEnabled();
  await procedure.click();
  await procedure.fill('85100200');
  await page.getByRole('option', { name: PROCEDURE }).click();
  await page.getByRole('button', { name: 'Dente 16, face mesial' }).click();
  await page.getByRole('button', { name: 'Dente 16, face oclusal' }).click();
  await expect(page.getByText('Dente 16 — Mesial, Oclusal')).toBeVisible();

  // Kept as it was filled in: the card, the procedure and the faces, and no token.
  await expect.poll(async () => (await drafts(page)).map(([, value]) => value).join()).toContain('"O"');
  const [[, kept = ''] = []] = await drafts(page);
  expect(kept).toContain('09000001000001001');
  expect(kept).not.toContain('Maria da Silva');
  expect(kept).not.toContain(signedIn.data.accessToken);

  // The session ends on the server (this tab knows nothing of it).
  const ended = await request.post('/api/account/logout', {
    headers: { Authorization: `Bearer ${signedIn.data.accessToken}` },
  });
  expect(ended.status()).toBe(200);

  // The next call answers 401, the renewal by cookie is refused: the login, saying why.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  expect(await drafts(page)).toHaveLength(1);

  // Signing in again goes back to the new plan, which offers the draft.
  await page.getByRole('textbox', { name: 'CRO' }).fill(DEMO_DENTIST.cro);
  await page.locator('input[name="password"]').fill(DEMO_DENTIST.password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(/\/plano-tratamento\/novo/);
  await expect(page.getByText('Rascunho encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Recuperar rascunho' }).click();

  await expect(
    page.getByRole('region', { name: 'Dados do Beneficiário' }).getByText('Maria da Silva'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Procedimento/ })).toHaveValue(PROCEDURE);
  await expect(page.getByRole('button', { name: /^Dente 16, face mesial, selecionada/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /^Dente 16, face oclusal, selecionada/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Dente 16 — Mesial, Oclusal')).toBeVisible();
  // No plan was created by the refused call: the draft is the only copy of the work, and it stays until saved.
  expect(await drafts(page)).toHaveLength(1);
});
