import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { addItem, createPlan, planState, postItem, setItemStatus } from './support/planos';
import { errorBody, login, startTestServer, type TestServer } from './support/server';

describe.each(backends)('plan changes refused by status on %s', (backend) => {
  let server: TestServer;
  let ana: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    ana = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['Autorizado', 'Auditoria', 'Realizado', 'Negado'] as const)(
    'should refuse to remove an item that is %s with 409 and change nothing',
    async (status) => {
      const planoId = await createPlan(server, ana);
      const itemId = await addItem(server, ana, planoId);
      await setItemStatus(server, itemId, status);
      const before = await planState(server);
      const response = await callOperation(server, 'deletePlanoTratamentoItem', {
        token: ana,
        path: { id: itemId },
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(
        errorBody(
          `Só é possível remover procedimentos com status 'Aguardando Aprovação'. Este está '${status}'.`,
        ),
      );
      expect(await planState(server)).toEqual(before);
    },
  );

  it('should refuse fechamento of a pending item with 409, leaving the authorized ones of the call unchanged', async () => {
    const planoId = await createPlan(server, ana);
    const pending = await addItem(server, ana, planoId);
    // Another decayed tooth: the same restoration twice on 16 would be a duplicate (glosa 3007).
    const authorized = (await postItem(server, ana, planoId, { idDente: 46 })).bodyAt(201).data
      .idProcedimentoItem;
    await setItemStatus(server, authorized, 'Autorizado');
    const before = await planState(server);
    const response = await callOperation(server, 'addItensToFechamento', {
      token: ana,
      body: { idsProcedimentoItem: [authorized, pending] },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(
      errorBody("Só procedimentos com status 'Autorizado' podem ir para o fechamento."),
    );
    expect(await planState(server)).toEqual(before);
  });

  it('should refuse fechamento of an item that does not exist with 404', async () => {
    const before = await planState(server);
    const response = await callOperation(server, 'addItensToFechamento', {
      token: ana,
      body: { idsProcedimentoItem: [999999] },
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorBody('Item do plano de tratamento não encontrado.'));
    expect(await planState(server)).toEqual(before);
  });

  it('should refuse an item whose TUSS code is not the procedure’s', async () => {
    const planoId = await createPlan(server, ana);
    const procedimento = await server.db
      .selectFrom('procedimento')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await planState(server);
    const response = await callOperation(server, 'createPlanoTratamentoItem', {
      token: ana,
      body: {
        idPlanoTratamento: planoId,
        idAudiProcedimento: procedimento.id,
        codTuss: '00000000',
        idDente: 16,
        faces: 'O',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      errorBody(
        'Não foi possível criar o item do plano de tratamento por falta de informações.',
        ['O código TUSS 00000000 não corresponde ao procedimento informado.'],
        [{ name: 'codTuss', reason: 'O código TUSS 00000000 não corresponde ao procedimento informado.' }],
      ),
    );
    expect(await planState(server)).toEqual(before);
  });

  it('should refuse a page size over 100 with 400', async () => {
    const response = await callOperation(server, 'listPlanosByDentista', {
      token: ana,
      path: { cro: '12345' },
      query: { tamanhoPagina: 101 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      message: 'Dados inválidos. Verifique os campos informados.',
    });
  });
});
