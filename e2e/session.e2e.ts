import type { Page } from '@playwright/test';
import {
  accessTokenIn,
  DEMO_DENTIST,
  expect,
  REFRESH_COOKIES,
  signIn,
  submitLogin,
  test,
} from './fixtures.ts';

const DENTIST_NAME = 'Dra. Ana Souza';

/** The figure of a summary card (a description list: label, then value). */
const cardValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('session', () => {
  test('should sign in, show the real dashboard, survive a reload and sign out', async ({
    page,
    request,
    context,
  }) => {
    await signIn(page);
    const header = page.getByRole('banner');
    await expect(header.getByText(DENTIST_NAME, { exact: true })).toBeVisible();
    await expect(header.getByText('Dentista', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The figures are the server's, for this dentist: ask the API with the portal's own token.
    const token = await accessTokenIn(page);
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

    // A reload keeps the session (the refresh cookie gives the new page an access token).
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText(DENTIST_NAME, { exact: true })).toBeVisible();
    await expect(cardValue(page, 'Total de pacientes')).toHaveText(number.format(data.totalPacientes));

    // An unknown address is the 404 inside the layout.
    await page.goto('/pagina/que/nao/existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // 'Sair' ends the session on the server: the old tokens are refused, not only forgotten by the browser.
    const accessToken = await accessTokenIn(page);
    const refreshCookie = (await context.cookies()).find(
      (cookie) => cookie.name === REFRESH_COOKIES.Dentista,
    );
    expect(refreshCookie?.value).toBeTruthy();
    const logout = page.waitForResponse(
      (response) => response.url().endsWith('/api/account/logout') && response.request().method() === 'POST',
    );
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Menu do usuário/ })
      .click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('userCro'))).toBeNull();
    // A copy of the cookie kept from before the logout is refused too.
    const renewal = await request.post('/api/account/refresh', {
      data: {},
      headers: { cookie: `${REFRESH_COOKIES.Dentista}=${refreshCookie?.value}` },
    });
    expect(renewal.status()).toBe(401);
    const oldAccess = await request.get('/api/account/current', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(oldAccess.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('should keep no token where a script reads, restore the session by the HttpOnly cookie on a reload, and clear it on logout', async ({
    page,
    context,
  }) => {
    const login = page.waitForResponse(
      (response) => response.url().endsWith('/api/account/login') && response.request().method() === 'POST',
    );
    await signIn(page);
    const answer = (await (await login).json()) as { data: Record<string, unknown> };
    const accessToken = String(answer.data.accessToken);
    // Cookie mode: the body brought the access token alone.
    expect(answer.data).not.toHaveProperty('refreshToken');

    const cookie = (await context.cookies()).find((item) => item.name === REFRESH_COOKIES.Dentista);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/account/refresh' });
    // Plain http outside production: not Secure (docs/security.md, "Token storage in the browser").
    expect(cookie?.secure).toBe(false);
    const refreshToken = cookie?.value ?? '';
    expect(refreshToken.length).toBeGreaterThan(30);

    // Nothing a script of the page can read holds either token.
    const readable = await page.evaluate(() => ({
      cookies: document.cookie,
      stored: [localStorage, sessionStorage].flatMap((storage) =>
        Object.keys(storage).map((key) => [key, storage.getItem(key) ?? ''] as const),
      ),
    }));
    expect(readable.cookies).not.toContain(REFRESH_COOKIES.Dentista);
    for (const [key, value] of readable.stored) {
      expect(['authToken', 'refreshToken']).not.toContain(key);
      expect(value).not.toContain(accessToken);
      expect(value).not.toContain(refreshToken);
      expect(value, `${key} parece um JWT`).not.toMatch(/^eyJ[\w-]+\.[\w-]+\./);
    }

    // A reload: the session comes back through the cookie, without the sign-in screen in between.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const renewal = page.waitForResponse(
      (response) => response.url().endsWith('/api/account/refresh') && response.request().method() === 'POST',
    );
    await page.reload();
    expect((await renewal).status()).toBe(200);
    await expect(page.getByRole('banner').getByText(DENTIST_NAME, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(visited).not.toContain('/login');
    // The cookie was rotated by that refresh.
    const rotated = (await context.cookies()).find((item) => item.name === REFRESH_COOKIES.Dentista);
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(refreshToken);

    // Logout clears the cookie; a reload then lands on the sign-in page.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Menu do usuário/ })
      .click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(async () => (await context.cookies()).some((item) => item.name === REFRESH_COOKIES.Dentista))
      .toBe(false);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Acessar' })).toBeVisible();
  });

  test("should show the server's message for a wrong password", async ({ page }) => {
    await submitLogin(page, { cro: DEMO_DENTIST.cro, password: 'SenhaErrada@1' });
    await expect(page.getByRole('alert')).toHaveText('CRO ou senha inválidos.');
    await expect(page).toHaveURL(/\/login$/);
  });
});
