import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from './fixtures.ts';

/** The body rows of the plan table. */
const tableRows = (page: Page) =>
  page.getByRole('table', { name: 'Planos de tratamento' }).locator('tbody').getByRole('row');

test.describe('router', () => {
  test("should show the pt-BR error element when a screen's code fails to download, and load it on retry", async ({
    page,
  }) => {
    const failing = '**/assets/PlanListPage-*.js';
    await page.route(failing, (route) => route.abort('failed'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('link', { name: 'Plano de Tratamento', exact: true }).click();
    const alert = page.getByRole('alert', { name: 'Algo deu errado' });
    await expect(alert.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
    await expect(alert.getByText(/Não foi possível mostrar esta tela/)).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Voltar para o Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // The failure stays inside the layout: the header and the menu are still there.
    await expect(page.getByRole('banner')).toBeVisible();

    // Once the network is back, 'Tentar novamente' brings the screen (a reload: the router keeps the failed import).
    await page.unroute(failing);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Planos de tratamento' })).toBeVisible();
    await expect(page).toHaveURL(/\/plano-tratamento$/);
  });

  test('should open a new page at the top and return to the old position on Back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/plano-tratamento');
    await expect(tableRows(page).first()).toBeVisible();
    // Down to the end of the list (the footer), as a dentist looking for an older plan.
    await page.mouse.wheel(0, 5_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const listPosition = await page.evaluate(() => window.scrollY);
    const lastRow = tableRows(page).last();

    await lastRow.getByRole('link', { name: /^Ver/ }).click();
    await expect(page).toHaveURL(/\/plano-tratamento\/\d+$/);
    // The plan's own heading, not the list's, which stays on screen while the plan's code loads.
    await expect(page.getByRole('heading', { level: 1, name: /^(?!Planos de tratamento$)/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/plano-tratamento$/);
    await expect(tableRows(page).last()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listPosition);
  });
});
