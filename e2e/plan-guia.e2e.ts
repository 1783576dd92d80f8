import { readFile } from 'node:fs/promises';
import type { PlanoTratamento, PlanoTratamentoItem, PlanoTratamentoResumo } from '@odonto/api';
import { PLANO_CANCELADO } from '@odonto/contract';
import type { APIRequestContext } from '@playwright/test';
import { accessTokenIn, DEMO_DENTIST, expect, signedInTest as test } from './fixtures.ts';

/**
 * A first-page plan of the dentist, not cancelled, with an item awaiting authorization and a complete situação
 * inicial: a TISS request carries only such items, with its annex; any other plan answers 409 (a cancelled
 * one issues cancelaGuia, or 409 when nothing was requested). Other tests cancel plans of their own.
 */
async function planWithItems(request: APIRequestContext, token: string | null): Promise<PlanoTratamento> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get(
    `/api/v2/planoTratamento/dentista/${DEMO_DENTIST.cro}?pagina=1&tamanhoPagina=20`,
    { headers },
  );
  expect(list.ok()).toBe(true);
  for (const summary of (await list.json()).data as PlanoTratamentoResumo[]) {
    const id = summary.idPlanoTratamento;
    if (summary.status === PLANO_CANCELADO) continue;
    const items = await request.get(`/api/v2/planoTratamentoItens/plano/${id}`, { headers });
    const pending = ((await items.json()).data as PlanoTratamentoItem[]).filter(
      (item) => item.audiStatus === 'Aguardando Aprovação',
    );
    if (pending.length === 0) continue;
    const situacao = await request.get(`/api/v2/planoTratamento/${id}/situacaoInicial`, { headers });
    if (!(await situacao.json()).data.completa) continue;
    const plan = await request.get(`/api/v2/planoTratamento/${id}`, { headers });
    return (await plan.json()).data as PlanoTratamento;
  }
  throw new Error('Nenhum plano de demonstração com itens.');
}

test.describe('plan guide', () => {
  test('should download the TISS XML and the printable guide from the plan screen', async ({
    page,
    request,
  }) => {
    await page.goto('/dashboard');
    const token = await accessTokenIn(page);
    const plan = await planWithItems(request, token);
    const id = plan.idPlanoTratamento;
    await page.goto(`/plano-tratamento/${id}`);
    await expect(page.getByLabel('Resumo do plano')).toBeVisible();

    // 'Baixar XML TISS': the server's GTO request for this plan, saved under the server's file name.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar XML TISS' }).click();
    const xmlFile = await download;
    // Each emission is a guide: the plan code of the screen and a sequence ('PTO-0017-01').
    const code = `PTO-${String(id).padStart(4, '0')}`;
    const number = /^GTO-(PTO-\d{4,}-\d{2,})\.xml$/.exec(xmlFile.suggestedFilename())?.[1] ?? '';
    expect(number.startsWith(`${code}-`)).toBe(true);
    await expect(page.getByText(`Guia TISS ${number} salva como GTO-${number}.xml.`)).toBeVisible();
    // The message is ISO-8859-1, as TISS requires.
    const xml = (await readFile(await xmlFile.path())).toString('latin1');
    expect(xml).toContain('<ans:mensagemTISS');
    expect(xml).toContain('<ans:solicitacaoOdontologia>');
    expect(xml).toContain(`<ans:numeroCarteira>${plan.ba3MatAnt}</ans:numeroCarteira>`);
    expect(xml).toContain(`<ans:numeroGuiaPrestador>${number}</ans:numeroGuiaPrestador>`);

    // 'Imprimir guia': the server's printable guide, fetched with the session and saved to be printed.
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Imprimir guia' }).click();
    const pdfFile = await pdfDownload;
    // The paper carries the number the XML carried.
    expect(pdfFile.suggestedFilename()).toBe(`GTO-${number}.pdf`);
    const pdf = await readFile(await pdfFile.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText(`Guia salva como GTO-${number}.pdf.`, { exact: false })).toBeVisible();
    // The screen is still the plan's, with no error shown.
    await expect(page.getByLabel('Resumo do plano')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
