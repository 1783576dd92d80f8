import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signedInTest as test } from './fixtures.ts';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Asks the API directly with the portal's own token, to compare the screen with the server's answer. */
async function api(page: Page, request: APIRequestContext, path: string) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const answer = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return answer.json();
}

/** The figure of a summary card (a description list: label, then value). */
const cardValue = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

test.describe('glosas and financeiro', () => {
  test('glosas: the demo data, its totals, status tabs, search and pages', async ({ page, request }) => {
    // Seven screen states and a reload: on a busy 2-core machine this takes close to the 30 s default.
    test.slow();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Glosas' }).click();
    await expect(page).toHaveURL(/\/glosas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Glosas' })).toBeVisible();

    const all = await api(page, request, '/v2/glosas?pagina=1&tamanhoPagina=10');
    expect(all.paginacao.total).toBeGreaterThan(10);
    await expect(cardValue(page, 'Total glosado')).toHaveText(BRL.format(all.resumo.totalGlosado));
    await expect(cardValue(page, 'Pendente')).toHaveText(BRL.format(all.resumo.pendente));
    await expect(cardValue(page, 'Aprovado')).toHaveText(BRL.format(all.resumo.aprovado));
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(bodyRows(page).first()).toContainText(all.data[0].patientName);
    await expect(bodyRows(page).first()).toContainText(all.data[0].reason);
    await expect(page.getByRole('navigation', { name: 'Paginação das glosas' })).toContainText(
      `Mostrando 1 a 10 de ${all.paginacao.total} resultados`,
    );

    // Each status tab shows exactly the server's glosas of that status.
    for (const [tab, status, label] of [
      ['Pendentes', 'pending', 'Pendente'],
      ['Em Análise', 'under_review', 'Em Análise'],
      ['Aprovadas', 'approved', 'Aprovada'],
      ['Rejeitadas', 'rejected', 'Rejeitada'],
    ] as const) {
      const expected = await api(page, request, `/v2/glosas?status=${status}&tamanhoPagina=10`);
      expect(expected.paginacao.total).toBeGreaterThan(0);
      await page.getByRole('tab', { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`status=${status}`));
      await expect(bodyRows(page)).toHaveCount(expected.data.length);
      for (const row of await bodyRows(page).all()) await expect(row).toContainText(label);
    }
    await page.getByRole('tab', { name: 'Todas' }).click();

    // Search by a patient of the demo data; the address keeps it across a reload.
    const name: string = all.data[0].patientName;
    const search = page.getByRole('main').getByRole('search', { name: 'Buscar glosas' });
    await search.getByRole('textbox', { name: 'Buscar glosas' }).fill(name);
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/busca=/);
    // The search follows the 'Todas' tab: no status of the tab clicked before may come back with it.
    await expect(page).not.toHaveURL(/status=/);
    const found = await api(page, request, `/v2/glosas?busca=${encodeURIComponent(name)}&tamanhoPagina=10`);
    await expect(bodyRows(page)).toHaveCount(found.data.length);
    for (const row of await bodyRows(page).all()) await expect(row).toContainText(name);
    await page.reload();
    // A reload loads the entry, the protected route table, the layout and the screen again ('Carregando...'
    // until then): on 2 cores shared with other work that chain outlasted the 10 s expect timeout once.
    await expect(page.getByRole('heading', { level: 1, name: 'Glosas' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Buscar glosas' })).toHaveValue(name);
    await expect(cardValue(page, 'Total glosado')).toHaveText(BRL.format(found.resumo.totalGlosado));
  });

  test('financeiro: totals match the server, method filter and pages', async ({ page, request }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Financeiro' }).click();
    await expect(page).toHaveURL(/\/financeiro$/);

    const all = await api(page, request, '/v2/financeiro?pagina=1&tamanhoPagina=10');
    expect(all.resumo.total).toBeGreaterThan(0);
    await expect(cardValue(page, 'Total recebido')).toHaveText(BRL.format(all.resumo.totalRecebido));
    await expect(cardValue(page, 'Pendente')).toHaveText(BRL.format(all.resumo.pendente));
    await expect(cardValue(page, 'Total geral')).toHaveText(BRL.format(all.resumo.total));
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(bodyRows(page).first()).toContainText(BRL.format(all.data[0].amount));

    const pages = page.getByRole('navigation', { name: 'Paginação dos registros financeiros' });
    await expect(pages).toContainText(`Mostrando 1 a 10 de ${all.paginacao.total} resultados`);
    await pages.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(pages).toContainText(`Mostrando 11 a ${Math.min(20, all.paginacao.total)} de`);

    await page.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption({ label: 'PIX' });
    await expect(page).toHaveURL(/metodoPagamento=pix/);
    const pix = await api(page, request, '/v2/financeiro?metodoPagamento=pix&tamanhoPagina=10');
    await expect(cardValue(page, 'Total geral')).toHaveText(BRL.format(pix.resumo.total));
    await expect(bodyRows(page)).toHaveCount(pix.data.length);
    for (const row of await bodyRows(page).all()) await expect(row).toContainText('PIX');

    await page.getByRole('tab', { name: 'Pagos' }).click();
    const paid = await api(
      page,
      request,
      '/v2/financeiro?metodoPagamento=pix&status=completed&tamanhoPagina=10',
    );
    await expect(bodyRows(page)).toHaveCount(paid.data.length);

    // Export downloads every record of this filter and tab, from the server.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('financeiro.csv');
    const file = await download.path();
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(paid.paginacao.total + 1);
    for (const line of lines.slice(1)) expect(line).toContain(';PIX;Pago;');
  });
});
