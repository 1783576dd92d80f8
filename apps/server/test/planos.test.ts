import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpecs } from '../src/http/specs';
import { backends } from './support/database';
import { addItem, createPlan, MARIA_CARTEIRA, setItemStatus, someProcedure } from './support/planos';
import { call, errorBody, login, startTestServer, type TestServer } from './support/server';

interface Resumo {
  idPlanoTratamento: number;
  dtCriacao: string;
  dtValidade: string;
  status: number;
  ba3MatAnt: string;
  nome: string;
  dentistaExecutanteCro: string;
}
interface Plano extends Resumo {
  bb0CodigoSolicitante: string;
  dentistaSolicitanteCro: string | null;
  dentistaSolicitanteNome: string | null;
  imagens: unknown[];
}
interface Item {
  idProcedimentoItem: number;
  idDente: number;
  faces: string;
  audiStatus: string;
  codTuss: string;
}
interface Lista {
  data: Resumo[];
  paginacao: { pagina: number; tamanhoPagina: number; total: number; totalPaginas: number };
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(backends)('treatment plans on %s', (backend) => {
  let server: TestServer;
  let ana: string;

  beforeAll(async () => {
    server = await startTestServer({
      backend,
      env: {
        CNES_CODIGO: '1234567',
        PONTO_ATENDIMENTO_CODIGO: 'PA-7',
        PLANO_OBSERVACAO: 'Observação da operadora.',
      },
    });
    ana = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = <T>(url: string) => call<T>(server, 'GET', url, { token: ana });

  describe('creating a plan', () => {
    it('should create a draft valid for 60 days, executed by the caller, with the configured fixed values', async () => {
      const response = await call<{ data: { id: number }; message: string }>(
        server,
        'POST',
        '/api/v2/planoTratamento',
        {
          token: ana,
          body: {
            matriculaBeneficiario: MARIA_CARTEIRA,
            croDentistaExecutante: '99999',
            nomeDentistaExecutante: 'Outra Pessoa',
            codigoCnes: '7654321',
            observacoesPlanoTratamento: 'enviado pelo cliente',
          },
        },
      );
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Plano de tratamento criado com sucesso.');
      const plan = await get<{ data: Plano }>(`/api/v2/planoTratamento/${response.body.data.id}`);
      expect(plan.status).toBe(200);
      expect(plan.body.data).toMatchObject({
        idPlanoTratamento: response.body.data.id,
        status: 0,
        ba3MatAnt: MARIA_CARTEIRA,
        nome: 'Maria da Silva',
        dentistaExecutanteCro: '12345',
        dentistaExecutanteNome: 'Dra. Ana Souza',
        dentistaSolicitanteCro: '12345',
        dentistaSolicitanteNome: 'Dra. Ana Souza',
        imagens: [],
      });
      const { dtCriacao, dtValidade } = plan.body.data;
      expect(Date.parse(dtValidade) - Date.parse(dtCriacao)).toBe(60 * DAY_MS);
      const row = await server.db
        .selectFrom('planoTratamento')
        .selectAll()
        .where('id', '=', response.body.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        codigoCnes: '1234567',
        codigoPontoAtendimento: 'PA-7',
        observacoes: 'Observação da operadora.',
        codigoOperadora: '900',
      });
    });

    it('should accept the examples of the description, as the portal sends them', async () => {
      const spec = loadSpecs().dentist as {
        components: { examples: { NovoPlano: { value: Record<string, unknown> } } };
        paths: Record<
          string,
          { post: { requestBody: { content: { 'application/json': { example: Record<string, unknown> } } } } }
        >;
      };
      const plan = await call<{ data: { id: number } }>(server, 'POST', '/api/v2/planoTratamento', {
        token: ana,
        body: spec.components.examples.NovoPlano.value,
      });
      expect(plan.status).toBe(201);
      const itemExample =
        spec.paths['/v2/planoTratamentoItens']?.post.requestBody.content['application/json'].example ?? {};
      const procedimento = await server.db
        .selectFrom('procedimento')
        .select('id')
        .where('tuss', '=', String(itemExample.codTuss))
        .executeTakeFirstOrThrow();
      const item = await call(server, 'POST', '/api/v2/planoTratamentoItens', {
        token: ana,
        body: { ...itemExample, idPlanoTratamento: plan.body.data.id, idAudiProcedimento: procedimento.id },
      });
      expect(item.status).toBe(201);
    });

    it('should take a known requesting dentist from the registry', async () => {
      const response = await call<{ data: { id: number } }>(server, 'POST', '/api/v2/planoTratamento', {
        token: ana,
        body: {
          matriculaBeneficiario: MARIA_CARTEIRA,
          croDentistaSolicitante: '54321',
          nomeDentistaSolicitante: 'x',
        },
      });
      const plan = await get<{ data: Plano }>(`/api/v2/planoTratamento/${response.body.data.id}`);
      expect(plan.body.data).toMatchObject({
        dentistaSolicitanteCro: '54321',
        dentistaSolicitanteCroUf: 'RJ',
        dentistaSolicitanteNome: 'Dr. Bruno Lima',
      });
    });

    it('should refuse an unknown requesting dentist without name and UF', async () => {
      const response = await call(server, 'POST', '/api/v2/planoTratamento', {
        token: ana,
        body: { matriculaBeneficiario: MARIA_CARTEIRA, croDentistaSolicitante: '777' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        errorBody('Não foi possível criar o plano de tratamento por falta de informações.', [
          'Por favor, preencha todas as informações do dentista solicitante',
        ]),
      );
    });

    it('should answer 404 for a card number nobody has, in both versions', async () => {
      const body = { matriculaBeneficiario: '09009999999999999' };
      const v2 = await call(server, 'POST', '/api/v2/planoTratamento', { token: ana, body });
      expect(v2.status).toBe(404);
      expect(v2.body).toEqual(errorBody('Beneficiário não encontrado.'));
      const v1 = await call(server, 'POST', '/api/planoTratamento', { token: ana, body });
      expect(v1.status).toBe(404);
      expect(v1.body).toEqual(
        errorBody('Recurso não encontrado ao criar o plano de tratamento.', ['Beneficiário não encontrado.']),
      );
    });

    it('should create with v1 and read it back with its items through v1', async () => {
      const created = await call<{ data: { id: number } }>(server, 'POST', '/api/planoTratamento', {
        token: ana,
        body: { matriculaBeneficiario: MARIA_CARTEIRA },
      });
      expect(created.status).toBe(201);
      const itemId = await addItem(server, ana, created.body.data.id);
      const v1 = await get<{ data: { itens: Item[]; status: number } }>(
        `/api/planoTratamento/${created.body.data.id}`,
      );
      expect(v1.status).toBe(200);
      expect(v1.body.data.status).toBe(1);
      expect(v1.body.data.itens).toEqual([
        expect.objectContaining({ idProcedimentoItem: itemId, idDente: 16, faces: 'M,O' }),
      ]);
    });
  });

  describe('reading plans', () => {
    it('should answer an unknown plan with empty data (v2) and 404 (v1, items)', async () => {
      const v2 = await get('/api/v2/planoTratamento/999999');
      expect(v2.status).toBe(200);
      expect(v2.body).toEqual({ success: true, data: null });
      const v1 = await get('/api/planoTratamento/999999');
      expect(v1.status).toBe(404);
      expect(v1.body).toEqual(errorBody('Plano de tratamento não encontrado.'));
      const items = await get('/api/v2/planoTratamentoItens/plano/999999');
      expect(items.status).toBe(404);
      expect(items.body).toEqual(errorBody('Nenhum plano de tratamento encontrado.'));
    });

    it('should list all the caller’s plans, newest first, with the total, without paging parameters', async () => {
      const total = await server.db
        .selectFrom('planoTratamento as p')
        .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('d.cro', '=', '12345')
        .executeTakeFirstOrThrow();
      const list = await get<Lista>('/api/v2/planoTratamento/dentista/12345');
      expect(list.status).toBe(200);
      expect(list.body.data).toHaveLength(Number(total.n));
      expect(list.body.paginacao).toMatchObject({ pagina: 1, total: Number(total.n) });
      expect(list.body.data.every((plan) => plan.dentistaExecutanteCro === '12345')).toBe(true);
      const dates = list.body.data.map((plan) => plan.dtCriacao);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('should page the list and keep the total of the filters', async () => {
      const all = await get<Lista>('/api/v2/planoTratamento/dentista/12345');
      const page2 = await get<Lista>('/api/v2/planoTratamento/dentista/12345?pagina=2&tamanhoPagina=2');
      expect(page2.body.paginacao).toEqual({
        pagina: 2,
        tamanhoPagina: 2,
        total: all.body.paginacao.total,
        totalPaginas: Math.ceil(all.body.paginacao.total / 2),
      });
      expect(page2.body.data.map((plan) => plan.idPlanoTratamento)).toEqual(
        all.body.data.slice(2, 4).map((plan) => plan.idPlanoTratamento),
      );
    });

    it('should filter by status, beneficiary name or card, and issue-date range', async () => {
      const all = (await get<Lista>('/api/v2/planoTratamento/dentista/12345')).body.data;
      const pending = await get<Lista>('/api/v2/planoTratamento/dentista/12345?status=1');
      expect(pending.body.data.map((p) => p.idPlanoTratamento)).toEqual(
        all.filter((p) => p.status === 1).map((p) => p.idPlanoTratamento),
      );
      expect(pending.body.paginacao.total).toBe(pending.body.data.length);

      const byName = await get<Lista>('/api/v2/planoTratamento/dentista/12345?beneficiario=maria%20da');
      expect(byName.body.data.length).toBeGreaterThan(0);
      expect(byName.body.data.every((p) => p.nome === 'Maria da Silva')).toBe(true);
      const byCard = await get<Lista>('/api/v2/planoTratamento/dentista/12345?beneficiario=0900.0001.000001');
      expect(byCard.body.data.map((p) => p.idPlanoTratamento)).toEqual(
        all.filter((p) => p.ba3MatAnt.startsWith('09000001000001')).map((p) => p.idPlanoTratamento),
      );

      const today = new Date().toISOString().slice(0, 10);
      const sinceToday = await get<Lista>(`/api/v2/planoTratamento/dentista/12345?dataInicio=${today}`);
      expect(sinceToday.body.data.map((p) => p.idPlanoTratamento)).toEqual(
        all.filter((p) => p.dtCriacao.slice(0, 10) >= today).map((p) => p.idPlanoTratamento),
      );
      const untilYesterday = await get<Lista>(
        `/api/v2/planoTratamento/dentista/12345?dataFim=${new Date(Date.now() - DAY_MS).toISOString().slice(0, 10)}`,
      );
      expect(untilYesterday.body.paginacao.total + sinceToday.body.paginacao.total).toBe(all.length);
    });
  });

  describe('items', () => {
    it('should add an item awaiting approval and make a draft pending', async () => {
      const planoId = await createPlan(server, ana);
      const procedimento = await someProcedure(server);
      const response = await call<{ data: { idProcedimentoItem: number }; message: string }>(
        server,
        'POST',
        '/api/v2/planoTratamentoItens',
        {
          token: ana,
          body: {
            idPlanoTratamento: planoId,
            idAudiProcedimento: procedimento.id,
            codTuss: procedimento.tuss,
            idDente: 36,
            faces: 'M,L,O',
            audiStatus: 'Autorizado',
          },
        },
      );
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Procedimento adicionado com sucesso!');
      const items = await get<{ data: Item[] }>(`/api/v2/planoTratamentoItens/plano/${planoId}`);
      expect(items.body.data).toEqual([
        expect.objectContaining({
          idProcedimentoItem: response.body.data.idProcedimentoItem,
          idDente: 36,
          faces: 'M,L,O',
          codTuss: procedimento.tuss,
          audiStatus: 'Aguardando Aprovação',
        }),
      ]);
      const plan = await get<{ data: Plano }>(`/api/v2/planoTratamento/${planoId}`);
      expect(plan.body.data.status).toBe(1);
    });

    it.each([
      [11, 'O', 'A face O não existe no dente 11.'],
      [16, 'I', 'A face I não existe no dente 16.'],
      [46, 'P', 'A face P não existe no dente 46.'],
      [19, 'M', 'O dente 19 não existe.'],
      [16, 'M,M', 'A face M foi informada mais de uma vez.'],
    ])('should refuse tooth %i with faces %s', async (idDente, faces, reason) => {
      const planoId = await createPlan(server, ana);
      const procedimento = await someProcedure(server);
      const response = await call(server, 'POST', '/api/v2/planoTratamentoItens', {
        token: ana,
        body: {
          idPlanoTratamento: planoId,
          idAudiProcedimento: procedimento.id,
          codTuss: procedimento.tuss,
          idDente,
          faces,
        },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        errorBody('Não foi possível criar o item do plano de tratamento por falta de informações.', [reason]),
      );
      const items = await get<{ data: Item[] }>(`/api/v2/planoTratamentoItens/plano/${planoId}`);
      expect(items.body.data).toEqual([]);
    });

    const postItem = async (planoId: number) => {
      const procedimento = await someProcedure(server);
      return call(server, 'POST', '/api/v2/planoTratamentoItens', {
        token: ana,
        body: {
          idPlanoTratamento: planoId,
          idAudiProcedimento: procedimento.id,
          codTuss: procedimento.tuss,
          idDente: 16,
          faces: 'R',
        },
      });
    };
    const itemCount = async (planoId: number) =>
      (await get<{ data: Item[] }>(`/api/v2/planoTratamentoItens/plano/${planoId}`)).body.data.length;

    it.each([
      [3, 'concluded'],
      [4, 'cancelled'],
    ] as const)('should refuse items on a plan with status %i (%s) with 409', async (status, _name) => {
      const planoId = await createPlan(server, ana);
      await server.db.updateTable('planoTratamento').set({ status }).where('id', '=', planoId).execute();
      const response = await postItem(planoId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual(
        errorBody('Este plano de tratamento está concluído ou cancelado e não aceita novos procedimentos.'),
      );
      expect(await itemCount(planoId)).toBe(0);
    });

    it('should refuse items on a plan past its 60 days with 409, changing nothing', async () => {
      const planoId = await createPlan(server, ana);
      await addItem(server, ana, planoId);
      await server.db
        .updateTable('planoTratamento')
        .set({ validoAte: new Date(Date.now() - DAY_MS) })
        .where('id', '=', planoId)
        .execute();
      const response = await postItem(planoId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual(
        errorBody(
          'Este plano de tratamento venceu (validade de 60 dias) e não aceita novos procedimentos. Crie um novo plano.',
        ),
      );
      expect(await itemCount(planoId)).toBe(1);
    });

    it('should make an authorized plan pending again when an item is added', async () => {
      const planoId = await createPlan(server, ana);
      const first = await addItem(server, ana, planoId);
      await setItemStatus(server, first, 'Autorizado');
      await server.db.updateTable('planoTratamento').set({ status: 2 }).where('id', '=', planoId).execute();
      const response = await postItem(planoId);
      expect(response.status).toBe(201);
      expect((await get<{ data: Plano }>(`/api/v2/planoTratamento/${planoId}`)).body.data.status).toBe(1);
    });

    it('should remove an item awaiting approval, and a plan left empty is a draft again', async () => {
      const planoId = await createPlan(server, ana);
      const itemId = await addItem(server, ana, planoId);
      const response = await call(server, 'DELETE', `/api/v2/planoTratamentoItens/${itemId}`, { token: ana });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: null,
        message: 'Procedimento removido do plano de tratamento.',
      });
      expect(
        (await get<{ data: Item[] }>(`/api/v2/planoTratamentoItens/plano/${planoId}`)).body.data,
      ).toEqual([]);
      expect((await get<{ data: Plano }>(`/api/v2/planoTratamento/${planoId}`)).body.data.status).toBe(0);
    });

    it('should answer 404 when removing an item that does not exist', async () => {
      const response = await call(server, 'DELETE', '/api/v2/planoTratamentoItens/999999', { token: ana });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(errorBody('Item do plano de tratamento não encontrado.'));
    });
  });

  describe('fechamento', () => {
    it('should report authorized items as performed in the open batch of the month and conclude the plan', async () => {
      const planoId = await createPlan(server, ana);
      const first = await addItem(server, ana, planoId);
      const second = await addItem(server, ana, planoId);
      await setItemStatus(server, first, 'Autorizado');
      await setItemStatus(server, second, 'Autorizado');
      await server.db.updateTable('planoTratamento').set({ status: 2 }).where('id', '=', planoId).execute();

      const response = await call<{
        data: { idFechamento: number; competencia: string; quantidadeItens: number; itens: Item[] };
        message: string;
      }>(server, 'POST', '/api/v2/fechamento', { token: ana, body: { idsProcedimentoItem: [first] } });
      expect(response.status).toBe(200);
      const competencia = new Date().toISOString().slice(0, 7);
      expect(response.body.data).toMatchObject({
        competencia,
        itens: [expect.objectContaining({ audiStatus: 'Realizado' })],
      });
      expect(response.body.message).toBe(
        `1 procedimento(s) adicionado(s) ao fechamento de ${competencia.slice(5)}/${competencia.slice(0, 4)}.`,
      );
      expect((await get<{ data: Plano }>(`/api/v2/planoTratamento/${planoId}`)).body.data.status).toBe(2);

      const again = await call<{ data: { idFechamento: number; quantidadeItens: number } }>(
        server,
        'POST',
        '/api/v2/fechamento',
        { token: ana, body: { idsProcedimentoItem: [second] } },
      );
      expect(again.body.data.idFechamento).toBe(response.body.data.idFechamento);
      expect(again.body.data.quantidadeItens).toBe(response.body.data.quantidadeItens + 1);
      expect((await get<{ data: Plano }>(`/api/v2/planoTratamento/${planoId}`)).body.data.status).toBe(3);
    });
  });

  describe('atos', () => {
    it('should record, list and delete an act against an authorized item', async () => {
      const planoId = await createPlan(server, ana);
      const itemId = await addItem(server, ana, planoId);
      await setItemStatus(server, itemId, 'Autorizado');
      const created = await call<{ data: { id: number }; message: string }>(server, 'POST', '/api/ato', {
        token: ana,
        body: {
          idPlanoTratamento: planoId,
          idProcedimentoItem: itemId,
          dataRealizacao: '2026-11-20',
          observacao: 'Sem intercorrências.',
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('Ato registrado com sucesso.');
      const expected = {
        idAto: created.body.data.id,
        idPlanoTratamento: planoId,
        idProcedimentoItem: itemId,
        dataRealizacao: '2026-11-20',
        observacao: 'Sem intercorrências.',
        usuarioCriacao: '12345',
        dtCriacao: expect.any(String),
      };
      expect((await get<{ data: unknown[] }>(`/api/ato/plano_tratamento?id=${planoId}`)).body.data).toEqual([
        expected,
      ]);
      expect((await get<{ data: unknown[] }>('/api/ato')).body.data).toContainEqual(expected);

      const deleted = await call(server, 'DELETE', `/api/ato?id=${created.body.data.id}`, { token: ana });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true, data: null, message: 'Ato excluído com sucesso.' });
      expect((await get<{ data: unknown[] }>(`/api/ato/plano_tratamento?id=${planoId}`)).body.data).toEqual(
        [],
      );
      const gone = await call(server, 'DELETE', `/api/ato?id=${created.body.data.id}`, { token: ana });
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual(errorBody('Ato não encontrado.'));
    });

    it('should refuse an act against an item of another plan or an item not authorized', async () => {
      const planoId = await createPlan(server, ana);
      const otherPlan = await createPlan(server, ana);
      const itemId = await addItem(server, ana, otherPlan);
      const wrongPlan = await call(server, 'POST', '/api/ato', {
        token: ana,
        body: { idPlanoTratamento: planoId, idProcedimentoItem: itemId },
      });
      expect(wrongPlan.status).toBe(400);
      expect(wrongPlan.body).toEqual(
        errorBody('Dados inválidos para criação do ato.', [
          'O item informado não pertence ao plano de tratamento.',
        ]),
      );
      const pending = await call(server, 'POST', '/api/ato', {
        token: ana,
        body: { idPlanoTratamento: otherPlan, idProcedimentoItem: itemId },
      });
      expect(pending.status).toBe(400);
      expect(pending.body).toEqual(
        errorBody('Dados inválidos para criação do ato.', [
          "Só é possível registrar atos de procedimentos 'Autorizado' ou 'Realizado'.",
        ]),
      );
      expect((await get<{ data: unknown[] }>(`/api/ato/plano_tratamento?id=${otherPlan}`)).body.data).toEqual(
        [],
      );
    });
  });
});
