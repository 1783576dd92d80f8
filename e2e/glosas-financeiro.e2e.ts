import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { accessTokenIn, expect, signedInTest as test } from './fixtures.ts';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Asks the API directly with the portal's own token, to compare the screen with the server's answer. */
async function api(page: Page, request: APIRequestContext, path: string) {
  const token = await accessTokenIn(page);
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
  test('glosas: the analysed items of the demo month, totals, tabs, batch filter, search and links', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Glosas' }).click();
    await expect(page).toHaveURL(/\/glosas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Glosas' })).toBeVisible();

    const all = await api(page, request, '/v2/glosas?pagina=1&tamanhoPagina=10');
    expect(all.paginacao.total).toBeGreaterThan(0);
    await expect(cardValue(page, 'Total glosado')).toHaveText(BRL.format(all.resumo.totalGlosado));
    await expect(cardValue(page, 'Não recorrido')).toHaveText(BRL.format(all.resumo.naoRecorrido));
    await expect(cardValue(page, 'Em recurso')).toHaveText(BRL.format(all.resumo.emRecurso));
    await expect(bodyRows(page)).toHaveCount(all.data.length);
    // Each row is an analysed item: its patient, its billing code and the batch it was billed in.
    const first = bodyRows(page).first();
    await expect(first).toContainText(all.data[0].patientName);
    await expect(first).toContainText(all.data[0].codigoGlosa);
    await expect(first.getByRole('link', { name: `Lote ${all.data[0].numeroLote}` })).toBeVisible();

    // The demo's panoramic, kept once and appealed again, is under appeal: its tab shows it with its rounds.
    await page.getByRole('tab', { name: 'Em recurso' }).click();
    await expect(page).toHaveURL(/status=em_recurso/);
    const emRecurso = await api(page, request, '/v2/glosas?status=em_recurso&tamanhoPagina=10');
    await expect(bodyRows(page)).toHaveCount(emRecurso.data.length);
    await expect(bodyRows(page).first()).toContainText('Em recurso');
    await bodyRows(page)
      .first()
      .getByRole('button', { name: /^Histórico do recurso de / })
      .click();
    const historico = page.getByRole('dialog', { name: 'Histórico do recurso' });
    await expect(historico.getByRole('region', { name: /^Rodada 1 · RG\d{6}/ })).toContainText(
      'Glosa mantida',
    );
    await expect(historico.getByRole('region', { name: /^Rodada 2 · RG\d{6}/ })).toContainText(
      'Aguardando a resposta da operadora.',
    );
    await page.keyboard.press('Escape');
    // Accepted in part is Dr. Bruno's: no glosa of Dra. Ana's is in that tab, and it says so.
    await page.getByRole('tab', { name: 'Aceitas em parte' }).click();
    await expect(page.getByText('Nenhuma glosa encontrada')).toBeVisible();
    await page.getByRole('tab', { name: 'Todas' }).click();
    await expect(bodyRows(page)).toHaveCount(all.data.length);

    // The batch filter lists the batches with a glosa and shows only that batch's.
    const lote = all.lotes[0];
    await page.getByRole('combobox', { name: 'Lote' }).selectOption({ label: `Lote ${lote.numeroLote}` });
    await expect(page).toHaveURL(new RegExp(`idLote=${lote.idLote}`));
    const doLote = await api(page, request, `/v2/glosas?idLote=${lote.idLote}&tamanhoPagina=10`);
    await expect(bodyRows(page)).toHaveCount(doLote.data.length);
    for (const row of await bodyRows(page).all()) await expect(row).toContainText(`Lote ${lote.numeroLote}`);

    // Search by the glosa's code; the address keeps it across a reload.
    const codigo: string = all.data[0].codigoGlosa;
    const search = page.getByRole('main').getByRole('search', { name: 'Buscar glosas' });
    await search.getByRole('textbox', { name: 'Buscar glosas' }).fill(codigo);
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/busca=/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Glosas' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Buscar glosas' })).toHaveValue(codigo);
    for (const row of await bodyRows(page).all()) await expect(row).toContainText(codigo);

    // The row leads to the batch it was billed in.
    await bodyRows(page)
      .first()
      .getByRole('link', { name: /^Lote \d{6}$/ })
      .click();
    await expect(page).toHaveURL(/\/faturamento\/lotes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Lote \d{6}$/ })).toBeVisible();
  });

  test('glosas at the desk (1366×768): the table fits its frame, the reason reads in place, a date sorts', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/glosas');
    await expect(page.getByRole('heading', { level: 1, name: 'Glosas' })).toBeVisible();
    const all = await api(page, request, '/v2/glosas?pagina=1&tamanhoPagina=10');
    await expect(bodyRows(page)).toHaveCount(all.data.length);

    // No sideways scrolling: the table's scroll container is as wide as its content (issue 34: it was 2,553 px
    // in a 1,044 px frame), and the first reason is on screen, whole, inside it.
    const frame = page.getByRole('region', { name: 'Glosas' });
    const { scrollWidth, clientWidth } = await frame.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const reason = bodyRows(page)
      .first()
      .getByText(`${all.data[0].codigoGlosa} – ${all.data[0].descricaoGlosa}`);
    await expect(reason).toBeInViewport({ ratio: 1 });
    const [reasonBox, frameBox] = await Promise.all([reason.boundingBox(), frame.boundingBox()]);
    expect((reasonBox?.x ?? 0) + (reasonBox?.width ?? 0)).toBeLessThanOrEqual(
      (frameBox?.x ?? 0) + (frameBox?.width ?? 0),
    );

    // Sorting by the day of the analysis: the header asks the server, says it, and the address keeps it.
    const rowsNow = () => bodyRows(page).allInnerTexts();
    const newestFirst = await rowsNow();
    const header = page.getByRole('columnheader', { name: 'Data da análise' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await header.getByRole('button', { name: 'Data da análise' }).click();
    await expect(page).toHaveURL(/ordenarPor=dataAnalise&ordem=asc/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const oldest = await api(page, request, '/v2/glosas?ordenarPor=dataAnalise&ordem=asc&tamanhoPagina=10');
    expect(oldest.data.map((glosa: { id: number }) => glosa.id)).toEqual(
      all.data.map((glosa: { id: number }) => glosa.id).reverse(),
    );
    await expect.poll(rowsNow).toEqual([...newestFirst].reverse());
    expect(newestFirst.length).toBeGreaterThan(1);
    expect(await rowsNow()).not.toEqual(newestFirst);
    // A reload keeps the sorting.
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Data da análise' })).toHaveAttribute(
      'aria-sort',
      'ascending',
      { timeout: 30_000 },
    );
    await expect.poll(rowsNow).toEqual([...newestFirst].reverse());
  });

  test('financeiro: the sent batches, totals from the server, method filter, tabs and the CSV', async ({
    page,
    request,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Financeiro' }).click();
    await expect(page).toHaveURL(/\/financeiro$/);

    const all = await api(page, request, '/v2/financeiro?pagina=1&tamanhoPagina=10');
    expect(all.paginacao.total).toBeGreaterThan(0);
    await expect(cardValue(page, 'Total recebido')).toHaveText(BRL.format(all.resumo.totalRecebido));
    await expect(cardValue(page, 'A receber')).toHaveText(BRL.format(all.resumo.pendente));
    await expect(cardValue(page, 'Total')).toHaveText(BRL.format(all.resumo.total));
    await expect(bodyRows(page)).toHaveCount(all.data.length);
    await expect(bodyRows(page).first()).toContainText(`Lote ${all.data[0].numeroLote}`);
    await expect(bodyRows(page).first()).toContainText(BRL.format(all.data[0].amount));

    await page.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption({ label: 'PIX' });
    await expect(page).toHaveURL(/metodoPagamento=pix/);
    const pix = await api(page, request, '/v2/financeiro?metodoPagamento=pix&tamanhoPagina=10');
    await expect(cardValue(page, 'Total')).toHaveText(BRL.format(pix.resumo.total));
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
    for (const line of lines.slice(1)) expect(line).toContain(';PIX;');
  });
});
