import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { addItem, createPlan, MARIA_CARTEIRA, pngBytes, postItem, uploadMultipart } from './support/planos';
import { demoTokens, errorBody, startTestServer, type TestServer } from './support/server';

const MOTIVO = 'A beneficiária decidiu fazer o tratamento em outro momento.';

describe.each(backends)('cancelling a plan over HTTP on %s', (backend) => {
  let server: TestServer;
  let ana: string;
  let bruno: string;
  let paulo: string;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    ({ ana, bruno, paulo } = await demoTokens(server));
  });
  afterAll(async () => server?.close());

  const cancel = (planoId: number, motivo: string, token = ana) =>
    callOperation(server, 'cancelPlanoTratamento', { token, path: { id: planoId }, body: { motivo } });
  const decide = (itemId: number) =>
    callOperation(server, 'decideAuditoriaItem', {
      token: paulo,
      path: { id: itemId },
      body: { decisao: 'autorizar' },
    });
  /** Ana's items of plan `planoId` in the audit queue (Maria's items, at most 100). */
  const inQueue = async (planoId: number) => {
    const fila = (
      await callOperation(server, 'listAuditoriaFila', {
        token: paulo,
        query: { beneficiario: MARIA_CARTEIRA, tamanhoPagina: 100 },
      })
    ).bodyAt(200).data;
    return fila.itens
      .filter((item) => item.idPlanoTratamento === planoId)
      .map((item) => item.idProcedimentoItem);
  };

  it('should cancel a plan in analysis with its reason: TISS 6, out of the queue, its items and files frozen', async () => {
    const planoId = await createPlan(server, ana);
    const on16 = await addItem(server, ana, planoId);
    const on26 = await addItem(server, ana, planoId, { idDente: 26 });
    expect(await inQueue(planoId)).toEqual([on16, on26]);

    const response = await cancel(planoId, `  ${MOTIVO}  `);
    const body = response.bodyAt(200);
    expect(body.message).toBe('Plano de tratamento cancelado.');
    expect(body.data).toMatchObject({
      idPlanoTratamento: planoId,
      status: 4,
      statusTiss: { codigo: 6, descricao: 'Solicitação cancelada' },
      cancelamento: { motivo: MOTIVO },
    });
    const dtCancelamento = Date.parse(body.data?.cancelamento?.dtCancelamento ?? '');
    expect(Date.now() - dtCancelamento).toBeLessThan(60_000);

    const read = (
      await callOperation(server, 'getPlanoTratamento', { token: ana, path: { id: planoId } })
    ).bodyAt(200).data;
    expect(read).toMatchObject({ status: 4, cancelamento: { motivo: MOTIVO } });
    const audited = (
      await callOperation(server, 'getAuditoriaPlano', { token: paulo, path: { id: planoId } })
    ).bodyAt(200).data;
    expect(audited.plano.cancelamento).toMatchObject({ motivo: MOTIVO });
    expect(await inQueue(planoId)).toEqual([]);

    const decision = await decide(on16);
    expect(decision.status).toBe(409);
    expect(decision.body).toEqual(
      errorBody('Este plano de tratamento foi cancelado: seus procedimentos não mudam mais de status.'),
    );
    const added = await postItem(server, ana, planoId, { idDente: 36 });
    expect(added.status).toBe(409);
    expect(added.body).toEqual(
      errorBody('Este plano de tratamento está concluído ou cancelado e não aceita novos procedimentos.'),
    );
    const upload = await uploadMultipart(server, ana, planoId, {
      name: 'periapical-16.png',
      bytes: pngBytes(),
    });
    expect(upload.status).toBe(409);
    expect(upload.body).toEqual(
      errorBody('Este plano de tratamento foi cancelado e não recebe mais arquivos.'),
    );
    expect(read?.imagens).toEqual([]);
    const files = await server.db
      .selectFrom('planoImagem')
      .select('id')
      .where('planoTratamentoId', '=', planoId)
      .execute();
    expect(files).toEqual([]);
  });

  it('should refuse a second cancellation, a concluded plan and a plan with a performed item (409)', async () => {
    const cancelled = await createPlan(server, ana);
    await addItem(server, ana, cancelled);
    (await cancel(cancelled, MOTIVO)).bodyAt(200);
    const again = await cancel(cancelled, 'De novo.');
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorBody('Este plano de tratamento já está cancelado.'));

    // One item authorized and performed, the other still in analysis: the plan is pending, not concluded.
    const partly = await createPlan(server, ana);
    const performed = await addItem(server, ana, partly);
    await addItem(server, ana, partly, { idDente: 26 });
    (await decide(performed)).bodyAt(200);
    (
      await callOperation(server, 'addItensToFechamento', {
        token: ana,
        body: { idsProcedimentoItem: [performed] },
      })
    ).bodyAt(200);
    const withPerformed = await cancel(partly, MOTIVO);
    expect(withPerformed.status).toBe(409);
    expect(withPerformed.body).toEqual(
      errorBody('Este plano de tratamento tem procedimentos realizados e não pode ser cancelado.'),
    );

    const concluded = await createPlan(server, ana);
    const only = await addItem(server, ana, concluded);
    (await decide(only)).bodyAt(200);
    (
      await callOperation(server, 'addItensToFechamento', {
        token: ana,
        body: { idsProcedimentoItem: [only] },
      })
    ).bodyAt(200);
    const refused = await cancel(concluded, MOTIVO);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(
      errorBody('Este plano de tratamento está concluído e não pode ser cancelado.'),
    );
    for (const planoId of [partly, concluded]) {
      const plan = (
        await callOperation(server, 'getPlanoTratamento', { token: ana, path: { id: planoId } })
      ).bodyAt(200).data;
      expect(plan?.cancelamento).toBeNull();
    }
  });

  it.each([
    ['a blank reason', '   ', 'Informe o motivo do cancelamento.'],
    ['a reason past 500 characters', 'x'.repeat(501), undefined],
  ])('should refuse %s with 400 and leave the plan as it was', async (_case, motivo, message) => {
    const planoId = await createPlan(server, ana);
    await addItem(server, ana, planoId);
    const response = await cancel(planoId, motivo);
    expect(response.status).toBe(400);
    if (message)
      expect(response.body).toEqual(errorBody(message, [message], [{ name: 'motivo', reason: message }]));
    const plan = (
      await callOperation(server, 'getPlanoTratamento', { token: ana, path: { id: planoId } })
    ).bodyAt(200).data;
    expect(plan).toMatchObject({ status: 1, cancelamento: null });
  });

  it("should answer 404 for another dentist's plan and for one that does not exist", async () => {
    const planoId = await createPlan(server, ana);
    for (const response of [await cancel(planoId, MOTIVO, bruno), await cancel(987654, MOTIVO)]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(errorBody('Nenhum plano de tratamento encontrado.'));
    }
    const plan = (
      await callOperation(server, 'getPlanoTratamento', { token: ana, path: { id: planoId } })
    ).bodyAt(200).data;
    expect(plan?.status).toBe(0);
  });

  it("should show the seed's cancelled plan with its date and reason", async () => {
    const row = await server.db
      .selectFrom('planoTratamento as p')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select(['p.id', 'p.criadoEm'])
      .where('d.cro', '=', '12345')
      .where('p.status', '=', 4)
      // The seed's comes before the plans the other tests cancelled.
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const plan = (
      await callOperation(server, 'getPlanoTratamento', { token: ana, path: { id: row.id } })
    ).bodyAt(200).data;
    expect(plan?.cancelamento?.motivo).toBe(
      'A pedido do beneficiário, que preferiu adiar o tratamento, antes da análise da auditoria.',
    );
    expect(Date.parse(plan?.cancelamento?.dtCancelamento ?? '')).toBeGreaterThan(row.criadoEm.getTime());
  });
});
