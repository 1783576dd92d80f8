import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DentistOperations, QueryParams, ResponseBody } from '../src/contract';
import { loadSpecs } from '../src/plataforma/http/specs';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import {
  addItem,
  createPlan,
  MARIA_CARTEIRA,
  postItem,
  setItemStatus,
  someProcedure,
} from './support/planos';
import { call, errorBody, fieldErrorBody, login, startTestServer, type TestServer } from './support/server';

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

  /** Ana's plan (v2), as she reads it. */
  const planOf = async (id: number) => {
    const plan = (await callOperation(server, 'getPlanoTratamento', { token: ana, path: { id } })).bodyAt(
      200,
    );
    expect(plan.data).not.toBeNull();
    return plan.data;
  };
  /** Ana's plan list (CRO 12345) with these filters. */
  const listOf = async (query: QueryParams<DentistOperations['listPlanosByDentista']> = {}) =>
    (
      await callOperation(server, 'listPlanosByDentista', { token: ana, path: { cro: '12345' }, query })
    ).bodyAt(200);
  const itemsOf = async (id: number) =>
    (await callOperation(server, 'listPlanoTratamentoItens', { token: ana, path: { id } })).bodyAt(200).data;
  const atosOf = async (id: number) =>
    (await callOperation(server, 'listAtosByPlano', { token: ana, query: { id } })).bodyAt(200).data;

  describe('creating a plan', () => {
    it('should create a draft valid for 60 days, executed by the caller, with the configured fixed values', async () => {
      const response = await callOperation(server, 'createPlanoTratamento', {
        token: ana,
        body: {
          matriculaBeneficiario: MARIA_CARTEIRA,
          croDentistaExecutante: '99999',
          nomeDentistaExecutante: 'Outra Pessoa',
          codigoCnes: '7654321',
          observacoesPlanoTratamento: 'enviado pelo cliente',
        },
      });
      const created = response.bodyAt(201);
      expect(created.message).toBe('Plano de tratamento criado com sucesso.');
      const plan = await planOf(created.data.id);
      expect(plan).toMatchObject({
        idPlanoTratamento: created.data.id,
        status: 0,
        ba3MatAnt: MARIA_CARTEIRA,
        nome: 'Maria da Silva',
        dentistaExecutanteCro: '12345',
        dentistaExecutanteNome: 'Dra. Ana Souza',
        dentistaSolicitanteCro: '12345',
        dentistaSolicitanteNome: 'Dra. Ana Souza',
        imagens: [],
      });
      expect(Date.parse(plan?.dtValidade ?? '') - Date.parse(plan?.dtCriacao ?? '')).toBe(60 * DAY_MS);
      const row = await server.db
        .selectFrom('planoTratamento')
        .selectAll()
        .where('id', '=', created.data.id)
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
          {
            post: {
              requestBody: {
                content: {
                  'application/json': { examples: Record<string, { value: Record<string, unknown> }> };
                };
              };
            };
          }
        >;
      };
      // The examples are data of the description, not typed code: they go as they are.
      const plan = await call<ResponseBody<DentistOperations['createPlanoTratamento'], 201>>(
        server,
        'POST',
        '/api/v2/planoTratamento',
        { token: ana, body: spec.components.examples.NovoPlano.value },
      );
      expect(plan.status).toBe(201);
      // A restoration on a tooth, a panoramic radiograph with no tooth, a prophylaxis on an arch.
      const itemExamples = Object.values(
        spec.paths['/v2/planoTratamentoItens']?.post.requestBody.content['application/json'].examples ?? {},
      ).map((example) => example.value);
      expect(itemExamples).toHaveLength(3);
      for (const itemExample of itemExamples) {
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
      }
    });

    it('should take a known requesting dentist from the registry', async () => {
      const response = await callOperation(server, 'createPlanoTratamento', {
        token: ana,
        body: {
          matriculaBeneficiario: MARIA_CARTEIRA,
          croDentistaSolicitante: '54321',
          nomeDentistaSolicitante: 'x',
        },
      });
      expect(await planOf(response.bodyAt(201).data.id)).toMatchObject({
        dentistaSolicitanteCro: '54321',
        dentistaSolicitanteCroUf: 'RJ',
        dentistaSolicitanteNome: 'Dr. Bruno Lima',
      });
    });

    it('should refuse an unknown requesting dentist without name and UF', async () => {
      const response = await callOperation(server, 'createPlanoTratamento', {
        token: ana,
        body: { matriculaBeneficiario: MARIA_CARTEIRA, croDentistaSolicitante: '777' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        errorBody(
          'Não foi possível criar o plano de tratamento por falta de informações.',
          ['Por favor, preencha todas as informações do dentista solicitante'],
          // Named by the first field missing: the name, then the UF.
          [
            {
              name: 'nomeDentistaSolicitante',
              reason: 'Por favor, preencha todas as informações do dentista solicitante',
            },
          ],
        ),
      );
    });

    it('should answer 404 for a card number nobody has, in both versions', async () => {
      const body = { matriculaBeneficiario: '09009999999999999' };
      const v2 = await callOperation(server, 'createPlanoTratamento', { token: ana, body });
      expect(v2.status).toBe(404);
      expect(v2.body).toEqual(errorBody('Beneficiário não encontrado.'));
      const v1 = await callOperation(server, 'createPlanoTratamentoV1', { token: ana, body });
      expect(v1.status).toBe(404);
      expect(v1.body).toEqual(
        errorBody('Recurso não encontrado ao criar o plano de tratamento.', ['Beneficiário não encontrado.']),
      );
    });

    it('should create with v1 and read it back with its items through v1', async () => {
      const created = await callOperation(server, 'createPlanoTratamentoV1', {
        token: ana,
        body: { matriculaBeneficiario: MARIA_CARTEIRA },
      });
      const { id } = created.bodyAt(201).data;
      const itemId = await addItem(server, ana, id);
      const v1 = (await callOperation(server, 'getPlanoTratamentoV1', { token: ana, path: { id } })).bodyAt(
        200,
      );
      expect(v1.data.status).toBe(1);
      expect(v1.data.itens).toEqual([
        expect.objectContaining({ idProcedimentoItem: itemId, idDente: 16, faces: 'M,O' }),
      ]);
    });
  });

  describe('reading plans', () => {
    it('should answer an unknown plan with empty data (v2) and 404 (v1, items)', async () => {
      const path = { id: 999999 };
      const v2 = await callOperation(server, 'getPlanoTratamento', { token: ana, path });
      expect(v2.bodyAt(200)).toEqual({ success: true, data: null });
      const v1 = await callOperation(server, 'getPlanoTratamentoV1', { token: ana, path });
      expect(v1.status).toBe(404);
      expect(v1.body).toEqual(errorBody('Plano de tratamento não encontrado.'));
      const items = await callOperation(server, 'listPlanoTratamentoItens', { token: ana, path });
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
      const list = await listOf();
      expect(list.data).toHaveLength(Number(total.n));
      expect(list.paginacao).toMatchObject({ pagina: 1, total: Number(total.n) });
      expect(list.data.every((plan) => plan.dentistaExecutanteCro === '12345')).toBe(true);
      const dates = list.data.map((plan) => plan.dtCriacao);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('should page the list and keep the total of the filters', async () => {
      const all = await listOf();
      const page2 = await listOf({ pagina: 2, tamanhoPagina: 2 });
      expect(page2.paginacao).toEqual({
        pagina: 2,
        tamanhoPagina: 2,
        total: all.paginacao.total,
        totalPaginas: Math.ceil(all.paginacao.total / 2),
      });
      expect(page2.data.map((plan) => plan.idPlanoTratamento)).toEqual(
        all.data.slice(2, 4).map((plan) => plan.idPlanoTratamento),
      );
    });

    it('should give the filters’ total on the last page, past it, and with a status or beneficiary filter', async () => {
      const all = await listOf();
      const total = all.paginacao.total;
      const size = 3;
      const lastPage = Math.ceil(total / size);
      const last = await listOf({ pagina: lastPage, tamanhoPagina: size });
      expect(last.data.map((plan) => plan.idPlanoTratamento)).toEqual(
        all.data.slice((lastPage - 1) * size).map((plan) => plan.idPlanoTratamento),
      );
      expect(last.paginacao).toEqual({
        pagina: lastPage,
        tamanhoPagina: size,
        total,
        totalPaginas: lastPage,
      });
      const past = await listOf({ pagina: lastPage + 1, tamanhoPagina: size });
      expect(past.data).toEqual([]);
      expect(past.paginacao).toEqual({
        pagina: lastPage + 1,
        tamanhoPagina: size,
        total,
        totalPaginas: lastPage,
      });
      const pending = all.data.filter((plan) => plan.status === 1);
      const pendingPage = await listOf({ status: 1, pagina: 1, tamanhoPagina: 1 });
      expect(pendingPage.paginacao.total).toBe(pending.length);
      const maria = all.data.filter((plan) => plan.nome === 'Maria da Silva');
      expect(maria.length).toBeGreaterThan(1);
      const mariaPage = await listOf({ beneficiario: 'maria da', pagina: 1, tamanhoPagina: 1 });
      expect(mariaPage.paginacao.total).toBe(maria.length);
    });

    it("should find a beneficiary's name whatever accents are typed: 'Joao' finds 'João'", async () => {
      const all = (await listOf()).data;
      const joao = all.filter((p) => p.nome.includes('João')).map((p) => p.idPlanoTratamento);
      expect(joao.length).toBeGreaterThan(0);
      for (const beneficiario of ['Joao', 'JOÃO', 'joão da silva']) {
        expect((await listOf({ beneficiario })).data.map((p) => p.idPlanoTratamento)).toEqual(joao);
      }
      // A typed accent the name does not have still matches: 'Silvã' is 'Silva'.
      expect((await listOf({ beneficiario: 'maria da silvã' })).data.length).toBeGreaterThan(0);
    });

    it('should filter by status, beneficiary name or card, and issue-date range', async () => {
      const all = (await listOf()).data;
      const pending = await listOf({ status: 1 });
      expect(pending.data.map((p) => p.idPlanoTratamento)).toEqual(
        all.filter((p) => p.status === 1).map((p) => p.idPlanoTratamento),
      );
      expect(pending.paginacao.total).toBe(pending.data.length);

      const byName = await listOf({ beneficiario: 'maria da' });
      expect(byName.data.length).toBeGreaterThan(0);
      expect(byName.data.every((p) => p.nome === 'Maria da Silva')).toBe(true);
      const byCard = await listOf({ beneficiario: '0900.0001.000001' });
      expect(byCard.data.map((p) => p.idPlanoTratamento)).toEqual(
        all.filter((p) => p.ba3MatAnt.startsWith('09000001000001')).map((p) => p.idPlanoTratamento),
      );

      const today = new Date().toISOString().slice(0, 10);
      const sinceToday = await listOf({ dataInicio: today });
      expect(sinceToday.data.map((p) => p.idPlanoTratamento)).toEqual(
        all.filter((p) => p.dtCriacao.slice(0, 10) >= today).map((p) => p.idPlanoTratamento),
      );
      const untilYesterday = await listOf({
        dataFim: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
      });
      expect(untilYesterday.paginacao.total + sinceToday.paginacao.total).toBe(all.length);
    });
  });

  describe('items', () => {
    it('should add an item awaiting approval and make a draft pending', async () => {
      const planoId = await createPlan(server, ana);
      const procedimento = await someProcedure(server, '85100218');
      const response = await postItem(server, ana, planoId, {
        codTuss: procedimento.tuss,
        idDente: 36,
        faces: 'M,L,O',
        audiStatus: 'Autorizado',
      });
      const created = response.bodyAt(201);
      expect(created.message).toBe('Procedimento adicionado com sucesso!');
      expect(await itemsOf(planoId)).toEqual([
        expect.objectContaining({
          idProcedimentoItem: created.data.idProcedimentoItem,
          idDente: 36,
          faces: 'M,L,O',
          codTuss: procedimento.tuss,
          audiStatus: 'Aguardando Aprovação',
        }),
      ]);
      expect((await planOf(planoId))?.status).toBe(1);
    });

    it.each([
      [11, 'O', 'A face O não existe no dente 11.', 'faces'],
      [16, 'I', 'A face I não existe no dente 16.', 'faces'],
      [46, 'P', 'A face P não existe no dente 46.', 'faces'],
      [60, 'M', 'O dente 60 não existe.', 'idDente'],
      [16, 'M,M', 'A face M foi informada mais de uma vez.', 'faces'],
    ])(
      'should refuse tooth %i with faces %s, naming the field at fault',
      async (idDente, faces, reason, name) => {
        const planoId = await createPlan(server, ana);
        const response = await postItem(server, ana, planoId, { idDente, faces });
        expect(response.status).toBe(400);
        expect(response.body).toEqual(
          errorBody(
            'Não foi possível criar o item do plano de tratamento por falta de informações.',
            [reason],
            [{ name, reason }],
          ),
        );
        expect(await itemsOf(planoId)).toEqual([]);
      },
    );

    /** An item on the root of tooth 16, which any plan that takes items accepts. */
    // 'Amputação radicular com obturação retrógrada' on a root of the multi-rooted 16.
    const postRootItem = (planoId: number) =>
      postItem(server, ana, planoId, { codTuss: '82000050', faces: 'R' });
    const itemCount = async (planoId: number) => (await itemsOf(planoId)).length;

    it.each([
      [3, 'concluded'],
      [4, 'cancelled'],
    ] as const)('should refuse items on a plan with status %i (%s) with 409', async (status, _name) => {
      const planoId = await createPlan(server, ana);
      if (status === 4) {
        const cancelled = await callOperation(server, 'cancelPlanoTratamento', {
          token: ana,
          path: { id: planoId },
          body: { motivo: 'A pedido do beneficiário.' },
        });
        cancelled.bodyAt(200);
      } else {
        await server.db.updateTable('planoTratamento').set({ status }).where('id', '=', planoId).execute();
      }
      const response = await postRootItem(planoId);
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
      const response = await postRootItem(planoId);
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
      const response = await postRootItem(planoId);
      expect(response.status).toBe(201);
      expect((await planOf(planoId))?.status).toBe(1);
    });

    it('should remove an item awaiting approval, and a plan left empty is a draft again', async () => {
      const planoId = await createPlan(server, ana);
      const itemId = await addItem(server, ana, planoId);
      const response = await callOperation(server, 'deletePlanoTratamentoItem', {
        token: ana,
        path: { id: itemId },
      });
      expect(response.bodyAt(200)).toEqual({
        success: true,
        data: null,
        message: 'Procedimento removido do plano de tratamento.',
      });
      expect(await itemsOf(planoId)).toEqual([]);
      expect((await planOf(planoId))?.status).toBe(0);
    });

    it('should answer 404 when removing an item that does not exist', async () => {
      const response = await callOperation(server, 'deletePlanoTratamentoItem', {
        token: ana,
        path: { id: 999999 },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(errorBody('Item do plano de tratamento não encontrado.'));
    });
  });

  describe('fechamento', () => {
    it('should report authorized items as performed in the open batch of the month and conclude the plan', async () => {
      const planoId = await createPlan(server, ana);
      const first = await addItem(server, ana, planoId);
      // Another tooth the demo records decayed: on a sound one the rules would predict 3066.
      const second = (await postItem(server, ana, planoId, { idDente: 46 })).bodyAt(201).data
        .idProcedimentoItem;
      await setItemStatus(server, first, 'Autorizado');
      await setItemStatus(server, second, 'Autorizado');
      await server.db.updateTable('planoTratamento').set({ status: 2 }).where('id', '=', planoId).execute();

      const fechar = async (idsProcedimentoItem: number[]) =>
        (
          await callOperation(server, 'addItensToFechamento', { token: ana, body: { idsProcedimentoItem } })
        ).bodyAt(200);
      const response = await fechar([first]);
      const competencia = new Date().toISOString().slice(0, 7);
      expect(response.data).toMatchObject({
        competencia,
        itens: [expect.objectContaining({ audiStatus: 'Realizado' })],
      });
      expect(response.message).toBe(
        `1 procedimento(s) adicionado(s) ao fechamento de ${competencia.slice(5)}/${competencia.slice(0, 4)}.`,
      );
      expect((await planOf(planoId))?.status).toBe(2);

      const again = await fechar([second]);
      expect(again.data.idFechamento).toBe(response.data.idFechamento);
      expect(again.data.quantidadeItens).toBe(response.data.quantidadeItens + 1);
      expect((await planOf(planoId))?.status).toBe(3);
    });
  });

  describe('atos', () => {
    it('should record, list and delete an act against an authorized item', async () => {
      const planoId = await createPlan(server, ana);
      const itemId = await addItem(server, ana, planoId);
      await setItemStatus(server, itemId, 'Autorizado');
      const response = await callOperation(server, 'createAto', {
        token: ana,
        body: {
          idPlanoTratamento: planoId,
          idProcedimentoItem: itemId,
          dataRealizacao: '2026-11-20',
          observacao: 'Sem intercorrências.',
        },
      });
      const created = response.bodyAt(201);
      expect(created.message).toBe('Ato registrado com sucesso.');
      const expected = {
        idAto: created.data.id,
        idPlanoTratamento: planoId,
        idProcedimentoItem: itemId,
        dataRealizacao: '2026-11-20',
        observacao: 'Sem intercorrências.',
        usuarioCriacao: '12345',
        dtCriacao: expect.any(String),
      };
      expect(await atosOf(planoId)).toEqual([expected]);
      expect((await callOperation(server, 'listAtos', { token: ana })).bodyAt(200).data).toContainEqual(
        expected,
      );

      const query = { id: created.data.id };
      const deleted = await callOperation(server, 'deleteAto', { token: ana, query });
      expect(deleted.bodyAt(200)).toEqual({
        success: true,
        data: null,
        message: 'Ato excluído com sucesso.',
      });
      expect(await atosOf(planoId)).toEqual([]);
      const gone = await callOperation(server, 'deleteAto', { token: ana, query });
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual(errorBody('Ato não encontrado.'));
    });

    it('should refuse an act against an item of another plan or an item not authorized', async () => {
      const planoId = await createPlan(server, ana);
      const otherPlan = await createPlan(server, ana);
      const itemId = await addItem(server, ana, otherPlan);
      const wrongPlan = await callOperation(server, 'createAto', {
        token: ana,
        body: { idPlanoTratamento: planoId, idProcedimentoItem: itemId },
      });
      expect(wrongPlan.status).toBe(400);
      expect(wrongPlan.body).toEqual(
        fieldErrorBody(
          'idProcedimentoItem',
          'O item informado não pertence ao plano de tratamento.',
          'Dados inválidos para criação do ato.',
        ),
      );
      const pending = await callOperation(server, 'createAto', {
        token: ana,
        body: { idPlanoTratamento: otherPlan, idProcedimentoItem: itemId },
      });
      expect(pending.status).toBe(400);
      expect(pending.body).toEqual(
        fieldErrorBody(
          'idProcedimentoItem',
          "Só é possível registrar atos de procedimentos 'Autorizado' ou 'Realizado'.",
          'Dados inválidos para criação do ato.',
        ),
      );
      expect(await atosOf(otherPlan)).toEqual([]);
    });

    it("should answer another dentist's item as a missing one, not as an item of another plan", async () => {
      const planoId = await createPlan(server, ana);
      const { accessToken: bruno } = await login(server, '54321');
      const doBruno = await addItem(server, bruno, await createPlan(server, bruno));
      for (const idProcedimentoItem of [doBruno, 2_000_000_000]) {
        const answer = await callOperation(server, 'createAto', {
          token: ana,
          body: { idPlanoTratamento: planoId, idProcedimentoItem },
        });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(errorBody('Item do plano de tratamento não encontrado.'));
      }
      expect(await atosOf(planoId)).toEqual([]);
    });
  });
});
