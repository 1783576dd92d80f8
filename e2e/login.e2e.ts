import { expect, test } from './fixtures.ts';

test.describe('sign-in screen', () => {
  test('should send / to /login and show the sign-in form', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Portal do Dentista');
    await expect(page.getByRole('heading', { level: 1, name: 'Portal do Dentista' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Apresentação do portal' })).toBeVisible();

    const cro = page.getByRole('textbox', { name: 'CRO' });
    await expect(cro).toHaveAttribute('placeholder', 'Digite seu CRO*');
    const password = page.getByLabel('Senha', { exact: false }).and(page.locator('input'));
    await expect(password).toHaveAttribute('placeholder', 'Digite sua senha*');
    await expect(password).toHaveAttribute('type', 'password');

    await expect(page.getByRole('link', { name: 'Primeiro acesso' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esqueceu sua senha?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acessar' })).toBeEnabled();
  });

  test('should show and hide the password with the toggle', async ({ page }) => {
    await page.goto('/login');
    const password = page.locator('input[name="password"]');
    await password.fill('Odonto@2026');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('should ask for the required fields when they are empty', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos obrigatórios.');
  });

  test('should load a deep link through the SPA fallback', async ({ page, request }) => {
    const api = await request.get('/api/');
    expect(await api.json()).toMatchObject({ success: true });
    await page.goto('/pagina/que/nao/existe');
    await expect(page).toHaveURL(/\/login$/);
  });
});
