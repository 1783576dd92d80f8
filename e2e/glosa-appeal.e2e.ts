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

// Issue #32's acceptance against the real server, across both apps: Dra. Ana's endodontics on 11 was billed with
// the diagnostic periapical instead of the final one and glosada whole with 3067; she appeals it from Glosas with
// the final radiograph; Dr. Paulo accepts it in the console's appeals queue; the amount is a credit of her next
// payment statement, on Financeiro. The billing around the appeal goes by the API (billing.e2e.ts walks it by the
// screens).

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Bills `itens` (authorized, performed today, the endodontics with a periapical as its final documentation) in
 * Dra. Ana's open batch, sends it, and has Dr. Paulo analyse it (`glosar` items glosados whole with 3067, the
 * others paid) and pay it. Returns the batch.
 */
async function billAndPay(
  request: APIRequestContext,
  ana: string,
  paulo: string,
  itens: { tuss: string; idDente: number; faces: string | null }[],
  glosar: readonly string[],
) {
  const { planoId, ids } = await planWith(request, ana, itens);
  for (const id of ids) {
    const decided = await request.post(`/api/v2/auditoria/itens/${id}/decisao`, {
      headers: bearer(paulo),
      data: { decisao: 'autorizar' },
    });
    expect(decided.status(), await decided.text()).toBe(200);
  }
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const performed = await request.post('/api/v2/fechamento', {
    headers: bearer(ana),
    data: { idsProcedimentoItem: ids, dataRealizacao: hoje },
  });
  expect(performed.status(), await performed.text()).toBe(200);
  const listed = await request.get(`/api/v2/planoTratamentoItens/plano/${planoId}`, { headers: bearer(ana) });
  for (const item of (await listed.json()).data as {
    idProcedimentoItem: number;
    documentacaoFinal: { idImagemTipo: number } | null;
  }[]) {
    if (!item.documentacaoFinal) continue;
    const sent = await request.post(`/api/v2/planoTratamento/imagens/upload?idPlanoTratamento=${planoId}`, {
      headers: bearer(ana),
      multipart: {
        IdImagemTipo: String(item.documentacaoFinal.idImagemTipo),
        IdUsuario: '12345',
        IdProcedimentoItem: String(item.idProcedimentoItem),
        file: { name: 'periapical-11.png', mimeType: 'image/png', buffer: PNG_2X2 },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const lotes = (await (await request.get('/api/v2/lotes', { headers: bearer(ana) })).json()).data as {
    idLote: number;
    status: string;
  }[];
  const aberto = lotes.find((lote) => lote.status === 'Aberto');
  const idLote = aberto?.idLote ?? 0;
  const envio = await request.post(`/api/v2/lotes/${idLote}/envio`, { headers: bearer(ana) });
  expect(envio.status(), await envio.text()).toBe(200);
  const conta = (
    await (await request.get(`/api/v2/auditoria/contas/${idLote}`, { headers: bearer(paulo) })).json()
  ).data as {
    lote: { numeroLote: string; guias: { itens: { idProcedimentoItem: number; codTuss: string }[] }[] };
  };
  // The open batch also carries the demo's items performed this month: every item is analysed.
  for (const item of conta.lote.guias.flatMap((guia) => guia.itens)) {
    const analysed = await request.post(`/api/v2/auditoria/contas/itens/${item.idProcedimentoItem}/analise`, {
      headers: bearer(paulo),
      data:
        ids.includes(item.idProcedimentoItem) && glosar.includes(item.codTuss)
          ? {
              decisao: 'glosarTudo',
              codigoGlosa: '3067',
              observacao: 'A periapical enviada é a de diagnóstico, sem a obturação do 11.',
            }
          : { decisao: 'pagar' },
    });
    expect(analysed.status(), await analysed.text()).toBe(200);
  }
  const paid = await request.post(`/api/v2/auditoria/contas/${idLote}/pagamento`, {
    headers: bearer(paulo),
    data: { dataPagamento: hoje, formaPagamento: 'pix' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { idLote, numeroLote: conta.lote.numeroLote };
}

test.setTimeout(240_000);

test('Dra. Ana appeals a 3067 glosa with the final radiograph, Dr. Paulo accepts it, and the credit is on her next statement', async ({
  page,
  request,
  dentistSession,
  browser,
  baseURL,
}) => {
  const ana = accessTokenOf(dentistSession);
  const paulo = await auditorToken(request);
  const glosado = await billAndPay(
    request,
    ana,
    paulo,
    [{ tuss: '85200166', idDente: 11, faces: null }],
    ['85200166'],
  );

  // Dra. Ana finds the glosa on Glosas, with the days left to appeal, and appeals it with the final radiograph.
  await page.goto(`/glosas?idLote=${glosado.idLote}`);
  const row = page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ hasText: `Lote ${glosado.numeroLote}` })
    .filter({ hasText: '3067' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Não recorrida');
  await row
    .getByRole('button', { name: 'Recorrer da glosa de Tratamento endodôntico unirradicular · Dente 11' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Recurso de glosa' });
  await dialog
    .getByRole('textbox', { name: 'Justificativa — Tratamento endodôntico unirradicular · Dente 11' })
    .fill('Segue a periapical final com a obturação do 11; a enviada no lote era a de diagnóstico.');
  await dialog
    .getByLabel('Arquivos do recurso — Tratamento endodôntico unirradicular · Dente 11')
    .setInputFiles({ name: 'periapical-final-11.png', mimeType: 'image/png', buffer: PNG_2X2 });
  await dialog
    .getByRole('combobox', { name: 'Tipo de arquivo periapical-final-11.png' })
    .selectOption({ label: 'Radiografia periapical' });
  await dialog.getByRole('button', { name: 'Enviar recurso' }).click();
  const sent = page.getByText(/^Recurso RG\d{6} enviado\. Protocolo \d{12}\.$/);
  await expect(sent).toBeVisible();
  const numero = /RG\d{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  await expect(row).toContainText('Em recurso');

  // Dr. Paulo, in the console, opens the appeal from its queue, sees the radiograph and accepts it.
  const console = await auditorConsole(browser, baseURL ?? '');
  await console.getByRole('link', { name: 'Recursos', exact: true }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Recursos de glosa' })).toBeVisible();
  await console.getByRole('link', { name: `Abrir recurso ${numero}` }).click();
  await expect(console.getByRole('heading', { level: 1, name: `Recurso ${numero}` })).toBeVisible();
  await expect(console.getByRole('link', { name: /periapical-final-11\.png/ })).toBeVisible();
  const resposta = console.getByRole('form', { name: 'Resposta ao recurso' });
  await resposta
    .getByRole('group', { name: '85200166 · Dente 11' })
    .getByText('Aceitar', { exact: true })
    .click();
  await resposta.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(console.getByText(new RegExp(`^Resposta ao recurso ${numero} registrada: `))).toBeVisible();
  await console.context().close();

  // The glosa reads 'Aceita' with the amount recovered.
  await page.reload();
  await expect(row).toContainText('Aceita');
  const glosa = (
    await (
      await request.get(`/api/v2/glosas?idLote=${glosado.idLote}&busca=3067`, { headers: bearer(ana) })
    ).json()
  ).data[0] as { glosedAmount: number; valorRecuperado: number };
  expect(glosa.valorRecuperado).toBe(glosa.glosedAmount);

  // The next batch (a restoration) is paid: its statement carries the credit, and Financeiro shows it.
  const seguinte = await billAndPay(
    request,
    ana,
    paulo,
    [{ tuss: '85100200', idDente: 46, faces: 'M,O' }],
    [],
  );
  await page.goto('/financeiro');
  const registro = page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ hasText: `Lote ${seguinte.numeroLote}` });
  await expect(registro).toContainText('Pago');
  const creditos = registro.getByText(`Créditos de recurso: ${BRL.format(glosa.glosedAmount)}`);
  await expect(creditos).toBeVisible();
  await creditos.click();
  await expect(
    registro.getByText(new RegExp(`^${numero} · Tratamento endodôntico unirradicular · Dente 11`)),
  ).toBeVisible();
});
