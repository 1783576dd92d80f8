import { expect, signedInTest as test } from './fixtures.ts';

test.describe('glossary', () => {
  test("should follow a plan's status badge to its entry in the glossary, and a TISS code to its own", async ({
    page,
  }) => {
    await page.goto('/plano-tratamento');
    const table = page.getByRole('table', { name: 'Planos de tratamento' });
    // The demo plans are in every status: 'Negado' is one of them.
    const help = table.getByRole('link', { name: 'O que significa Negado?' }).first();
    await expect(help).toBeVisible();
    await help.click();

    await expect(page).toHaveURL(/\/glossario#status-plano-6$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Glossário' })).toBeVisible();
    const entry = page.locator('#status-plano-6');
    await expect(entry).toHaveAttribute('aria-current', 'location');
    await expect(entry).toBeFocused();
    await expect(entry).toBeInViewport();
    await expect(entry).toContainText('Todos os itens do plano foram negados.');

    // The plan's TISS status (TISS 3) leads on to what 'TISS 3' means.
    await entry.getByRole('link', { name: 'O que significa TISS 3 · Negado?' }).click();
    await expect(page).toHaveURL(/\/glossario#tiss-3$/);
    await expect(page.locator('#tiss-3')).toBeFocused();
    await expect(page.getByText(/'TISS 2', ao lado de um status, é esse código/)).toBeVisible();
  });

  test('should be in the menu and find a Tabela 38 code and a region with the filter', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Glossário' }).first().click();
    await expect(page).toHaveURL(/\/glossario$/);
    for (const title of [
      'Status do portal',
      'Status TISS',
      'Códigos da Tabela 38',
      'Regiões da boca (Tabela 42)',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const filter = page.getByLabel('Filtrar o glossário');
    await filter.fill('1430');
    await expect(page.locator('#glosa-1430')).toContainText('PROCEDIMENTO ODONTOLÓGICO NÃO AUTORIZADO');
    await expect(page.locator('#regiao-AS')).toHaveCount(0);
    await filter.fill('arco superior');
    await expect(page.locator('#regiao-AS')).toContainText('Arco Superior');
  });
});
