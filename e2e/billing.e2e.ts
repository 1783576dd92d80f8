import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  accessTokenOf,
  auditorConsole,
  auditorToken,
  expect,
  PNG_2X2,
  planWith,
  signedInTest as test,
} from './fixtures.ts';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

// Issue #31 against the real server, across both apps: Dra. Ana records the performance of two authorized items
// (an endodontic treatment that needs its final radiograph, and a restoration), sends the final radiograph with
// its item, sends the month's batch as a TISS batch and sees its protocol; Dr. Paulo, in the console, analyses
// the account (the restoration paid, the endodontics glosada with 3067) and pays it; Dra. Ana finds the glosa on
// Glosas and the statement on Financeiro with the same totals, and downloads its PDF and XML.

/** Authorizes items as Dr. Paulo, the demo auditor, through the console's API. */
async function authorize(request: APIRequestContext, ids: readonly number[]) {
  const token = await auditorToken(request);
  for (const id of ids) {
    const decided = await request.post(`/api/v2/auditoria/itens/${id}/decisao`, {
      headers: { authorization: `Bearer ${token}` },
      data: { decisao: 'autorizar' },
    });
    expect(decided.status(), await decided.text()).toBe(200);
  }
}

test.setTimeout(240_000);

test('Dra. Ana bills two performed items, Dr. Paulo analyses and pays the account, Dra. Ana reads the glosa and the statement', async ({
  page,
  request,
  dentistSession,
  browser,
  baseURL,
}) => {
  const token = accessTokenOf(dentistSession);
  const { planoId, ids } = await planWith(request, token, [
    { tuss: '85200166', idDente: 11, faces: null },
    { tuss: '85100200', idDente: 46, faces: 'M,O' },
  ]);
  await authorize(request, ids);

  await page.goto(`/plano-tratamento/${planoId}`);
  const table = page.getByRole('table', { name: 'Procedimentos do plano' });
  const endo = table.getByRole('row').filter({ hasText: '85200166' });
  const restoration = table.getByRole('row').filter({ hasText: '85100200' });
  await expect(endo).toContainText('Autorizado');
  // Values from the price table, and Maria's product's co-participation (Odonto Plus, 20%).
  await expect(page.getByText('Coparticipação do beneficiário (20%)')).toBeVisible();

  // By the keyboard: the table's sticky header would cover a click on a row scrolled under it.
  for (const row of [endo, restoration]) {
    await row.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(row.getByRole('checkbox')).toBeChecked();
  }
  await page.getByRole('button', { name: 'Adicionar para Fechamento (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar realização' });
  await expect(dialog.getByLabel('Data de realização')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(
    page.getByText(/2 procedimento\(s\) adicionado\(s\) ao fechamento de \d{2}\/\d{4}\./),
  ).toBeVisible();
  await expect(endo).toContainText('Realizado');
  await expect(endo).toContainText('Documentação final pendente: Radiografia periapical');

  // The final radiograph, sent with its item.
  await endo.getByRole('button', { name: /^Enviar documentação final/ }).click();
  const upload = page.getByRole('dialog', { name: 'Enviar documentação final' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'periapical-final-11.png',
    mimeType: 'image/png',
    buffer: PNG_2X2,
  });
  await upload
    .getByRole('button', { name: /Enviar/ })
    .last()
    .click();
  await expect(endo).toContainText('Documentação final enviada');

  // The batch, from the menu.
  await page.getByRole('link', { name: 'Faturamento', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faturamento' })).toBeVisible();
  // The open batch: the newest, the one still 'Aberto'.
  const batches = page.getByRole('table', { name: 'Lotes de faturamento' });
  await batches
    .getByRole('row')
    .filter({ hasText: 'Aberto' })
    .getByRole('link', { name: /^Lote \d{6}$/ })
    .click();
  await expect(page).toHaveURL(/\/faturamento\/lotes\/\d+$/);
  await expect(page.getByText('Maria da Silva').first()).toBeVisible();
  await page.getByRole('button', { name: 'Enviar lote' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar lote' }).click();
  const sent = page.getByText(/Lote \d{6} enviado\. Protocolo \d{12}\./);
  await expect(sent).toBeVisible();
  const [, numeroLote, protocolo] =
    /Lote (\d{6}) enviado\. Protocolo (\d{12})/.exec((await sent.textContent()) ?? '') ?? [];
  const idLote = Number(/\/faturamento\/lotes\/(\d+)$/.exec(page.url())?.[1]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar XML TISS' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^LOTE-\d{6}\.xml$/);
  const xml = (await readFile(await download.path())).toString('latin1');
  expect(xml).toContain('<ans:tipoTransacao>ENVIO_LOTE_GUIAS</ans:tipoTransacao>');
  expect(xml).toContain('<ans:codigoProcedimento>85200166</ans:codigoProcedimento>');
  expect(protocolo).toMatch(/^\d{12}$/);

  // Dr. Paulo, in another browser, finds the batch in the console's 'Contas' queue and analyses each item.
  const console = await auditorConsole(browser, baseURL ?? '');
  await console.getByRole('link', { name: 'Contas', exact: true }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Contas' })).toBeVisible();
  await console.getByRole('link', { name: new RegExp(`^Abrir conta do lote ${numeroLote} `) }).click();
  await expect(
    console.getByRole('heading', { level: 1, name: new RegExp(`Lote ${numeroLote}`) }),
  ).toBeVisible();
  const analise = console.getByRole('form', { name: 'Análise do item faturado' });
  // The month's batch also carries the demo's extraction of this month: every item is analysed.
  while ((await console.getByRole('button', { name: /^Analisar \d{8}/ }).count()) > 0) {
    const analisar = console.getByRole('button', { name: /^Analisar \d{8}/ }).first();
    const endodontia = ((await analisar.getAttribute('aria-label')) ?? '').startsWith('Analisar 85200166');
    await analisar.click();
    if (endodontia) {
      await analise.getByText('Glosar tudo', { exact: true }).click();
      await analise.getByLabel(/Motivo da glosa/).selectOption('3067');
      await analise
        .getByLabel(/^Nota/)
        .fill('A periapical enviada é a de diagnóstico, sem a obturação do 11.');
    } else {
      await analise.getByText('Pagar', { exact: true }).click();
    }
    await analise.getByRole('button', { name: 'Registrar análise' }).click();
    await expect(
      console.getByText(endodontia ? /^Glosa total registrada: / : /^Item pago: /).first(),
    ).toBeVisible();
  }
  const pagamento = console.getByRole('form', { name: 'Pagamento da conta' });
  await pagamento.getByText('PIX', { exact: true }).click();
  await pagamento.getByRole('button', { name: 'Pagar e emitir demonstrativo' }).click();
  await expect(
    console.getByText(`Lote ${numeroLote} pago. Demonstrativo DP${numeroLote} emitido.`),
  ).toBeVisible();
  await console.context().close();

  // The server's figures: released = informed - glosado, the endodontics glosada whole.
  const lote = (
    await (
      await request.get(`/api/v2/lotes/${idLote}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data;
  expect(lote.status).toBe('Pago');
  const endoItem = lote.guias
    .flatMap((guia: { itens: unknown[] }) => guia.itens)
    .find((item: { codTuss: string }) => item.codTuss === '85200166');
  expect(lote.valorGlosado).toBe(endoItem.valores.valor);
  expect(lote.valorLiberado).toBeCloseTo(lote.valorInformado - lote.valorGlosado, 2);

  // Dra. Ana: the glosa on Glosas, with its patient, code and batch.
  await page.goto('/glosas');
  const glosa = page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ hasText: `Lote ${numeroLote}` });
  await expect(glosa).toHaveCount(1);
  await expect(glosa).toContainText('Maria da Silva');
  await expect(glosa).toContainText('3067');
  await expect(glosa).toContainText(BRL.format(lote.valorGlosado));

  // The statement on Financeiro: paid by PIX, the released amount, and its PDF and XML with the same totals.
  await page.goto('/financeiro');
  const registro = page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ hasText: `Lote ${numeroLote}` });
  await expect(registro).toContainText('Pago');
  await expect(registro).toContainText('PIX');
  await expect(registro).toContainText(BRL.format(lote.valorLiberado));
  await expect(registro).toContainText(BRL.format(lote.valorGlosado));
  const pdfDownload = page.waitForEvent('download');
  await registro.getByRole('button', { name: 'Demonstrativo PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`DEMONSTRATIVO-${numeroLote}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const xmlDownload = page.waitForEvent('download');
  await registro.getByRole('button', { name: 'Demonstrativo XML' }).click();
  const statement = await xmlDownload;
  expect(statement.suggestedFilename()).toBe(`DEMONSTRATIVO-${numeroLote}.xml`);
  const demonstrativo = (await readFile(await statement.path())).toString('latin1');
  expect(demonstrativo).toContain('<ans:tipoTransacao>DEMONSTRATIVO_ODONTOLOGIA</ans:tipoTransacao>');
  expect(demonstrativo).toContain('<ans:codigosGlosa>3067</ans:codigosGlosa>');
  expect(demonstrativo).toContain(
    `<ans:valorTotalGlosaPorProtocolo>${lote.valorGlosado.toFixed(2)}</ans:valorTotalGlosaPorProtocolo>`,
  );
  expect(demonstrativo).toContain(
    `<ans:valorRecebidoDemonstrativo>${lote.valorLiberado.toFixed(2)}</ans:valorRecebidoDemonstrativo>`,
  );
});
