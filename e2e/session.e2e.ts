import type { Page } from '@playwright/test';
import { DEMO_DENTIST, expect, signIn, submitLogin, test } from './fixtures.ts';

const DENTIST_NAME = 'Dra. Ana Souza';

/** The figure of a summary card (a description list: label, then value). */
const cardValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('session', () => {
  test('should sign in, show the real dashboard, survive a reload and sign out', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const header = page.getByRole('banner');
    await expect(header.getByText(DENTIST_NAME)).toBeVisible();
    await expect(header.getByText('Dentista', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The figures are the server's, for this dentist: ask the API with the portal's own token.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    const answer = await request.get('/api/v2/dashboard', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.ok()).toBe(true);
    const { data } = await answer.json();
    expect(data.totalPacientes).toBeGreaterThan(0);
    const number = new Intl.NumberFormat('pt-BR');
    await expect(cardValue(page, 'Total de pacientes')).toHaveText(number.format(data.totalPacientes));
    await expect(cardValue(page, 'Planos a vencer')).toHaveText(number.format(data.planosAVencer));
    await expect(cardValue(page, 'Procedimentos')).toHaveText(number.format(data.procedimentosUltimos30Dias));
    await expect(cardValue(page, 'Planos ativos')).toHaveText(number.format(data.planosAtivos));
    const recent = page.getByRole('region', { name: 'Pacientes recentes' }).getByRole('table');
    await expect(recent.getByRole('cell', { name: data.pacientesRecentes[0].nome }).first()).toBeVisible();

    // A reload keeps the session (tokens in storage, current user loaded again).
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText(DENTIST_NAME)).toBeVisible();
    await expect(cardValue(page, 'Total de pacientes')).toHaveText(number.format(data.totalPacientes));

    // An unknown address is the 404 inside the layout.
    await page.goto('/pagina/que/nao/existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // 'Sair' ends the session on the server: the old tokens are refused, not only forgotten by the browser.
    const stored = await page.evaluate(() => ({
      accessToken: localStorage.getItem('authToken'),
      refreshToken: localStorage.getItem('refreshToken'),
    }));
    expect(stored.refreshToken).toBeTruthy();
    const logout = page.waitForResponse(
      (response) => response.url().endsWith('/api/account/logout') && response.request().method() === 'POST',
    );
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    const renewal = await request.post('/api/account/refresh', {
      data: { refreshToken: stored.refreshToken },
    });
    expect(renewal.status()).toBe(401);
    const oldAccess = await request.get('/api/account/current', {
      headers: { authorization: `Bearer ${stored.accessToken}` },
    });
    expect(oldAccess.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("should show the server's message for a wrong password", async ({ page }) => {
    await submitLogin(page, { cro: DEMO_DENTIST.cro, password: 'SenhaErrada@1' });
    await expect(page.getByRole('alert')).toHaveText('CRO ou senha inválidos.');
    await expect(page).toHaveURL(/\/login$/);
  });
});
