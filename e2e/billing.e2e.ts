import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { accessTokenOf, DEMO_AUDITOR, expect, planWith, signedInTest as test } from './fixtures.ts';

// Issue #31's first part against the real server: Dra. Ana records the performance of two authorized items
// (an endodontic treatment that needs its final radiograph, and a restoration), sends the final radiograph with
// its item, sends the month's batch as a TISS batch and sees its protocol, and downloads the XML sent.

// A 2×2 PNG, whole (the server refuses a PNG whose chunks do not add up).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
  'base64',
);

/** Authorizes items as Dr. Paulo, the demo auditor, through the console's API. */
async function authorize(request: APIRequestContext, ids: readonly number[]) {
  const login = await request.post('/api/account/login', {
    data: { document: DEMO_AUDITOR.cro, password: DEMO_AUDITOR.password, origin: 'Auditor' },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.accessToken as string;
  for (const id of ids) {
    const decided = await request.post(`/api/v2/auditoria/itens/${id}/decisao`, {
      headers: { authorization: `Bearer ${token}` },
      data: { decisao: 'autorizar' },
    });
    expect(decided.status(), await decided.text()).toBe(200);
  }
}

test.setTimeout(120_000);

test('Dra. Ana records two performed items, sends the final radiograph and the batch, and gets its protocol', async ({
  page,
  request,
  storageState,
}) => {
  const token = accessTokenOf(typeof storageState === 'string' ? JSON.parse(storageState) : storageState);
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
    buffer: PNG,
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
  const [, protocolo] = /Protocolo (\d{12})/.exec((await sent.textContent()) ?? '') ?? [];

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar XML TISS' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^LOTE-\d{6}\.xml$/);
  const xml = (await readFile(await download.path())).toString('latin1');
  expect(xml).toContain('<ans:tipoTransacao>ENVIO_LOTE_GUIAS</ans:tipoTransacao>');
  expect(xml).toContain('<ans:codigoProcedimento>85200166</ans:codigoProcedimento>');
  expect(protocolo).toMatch(/^\d{12}$/);
});
