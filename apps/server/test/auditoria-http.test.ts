import { formatPlanCode } from '@odonto/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { addItem, createPlan, MARIA_CARTEIRA, pngBytes, uploadMultipart } from './support/planos';
import {
  AUDITOR_CRO,
  DEMO_PASSWORD,
  demoTokens,
  errorBody,
  fieldErrorBody,
  startTestServer,
  type TestServer,
} from './support/server';
import { dentistaIdOf } from './support/sessions';
import { readEvents } from './support/sse';

const FORBIDDEN = errorBody('Seu perfil não tem acesso a esta operação.');
/** The ground of the tests' denials (issue #30: a denial names its clause or legal ground). */
const FUNDAMENTO = 'Contrato, cláusula 7.1: autoriza-se o que o diagnóstico por imagem indica.';
const GLOSA_3056 = 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS';

describe.each(backends)('the operator audit over HTTP on %s', (backend) => {
  let server: TestServer;
  let ana: string;
  let bruno: string;
  let paulo: string;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    ({ ana, bruno, paulo } = await demoTokens(server));
  });
  afterAll(async () => server?.close());

  /** A new plan of Ana's with a 2-face restoration on 16 and a 3-face one on 26; returns the ids. */
  async function planWithTwoItems() {
    const planoId = await createPlan(server, ana);
    const on16 = await addItem(server, ana, planoId);
    const on26 = await addItem(server, ana, planoId, { codTuss: '85100218', idDente: 26, faces: 'M,O,D' });
    return { planoId, on16, on26 };
  }

  const decide = (itemId: number, body: Parameters<typeof callOperation<'decideAuditoriaItem'>>[2]['body']) =>
    callOperation(server, 'decideAuditoriaItem', { token: paulo, path: { id: itemId }, body });
  const planOf = async (planoId: number) =>
    (await callOperation(server, 'getPlanoTratamento', { token: ana, path: { id: planoId } })).bodyAt(200)
      .data;

  describe('signing in', () => {
    it('should sign the auditor in through the console only, with the role in the token', async () => {
      const console = await callOperation(server, 'login', {
        body: { document: AUDITOR_CRO, password: DEMO_PASSWORD, origin: 'Auditor' },
      });
      const { accessToken } = console.bodyAt(200).data;
      const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
        role: string;
      };
      expect(payload.role).toBe('Auditor');
      const me = await callOperation(server, 'getCurrentUser', { token: accessToken });
      expect(me.bodyAt(200).data).toMatchObject({ nome: 'Dr. Paulo Auditor', role: 'Auditor', uf: 'SP' });

      const portal = await callOperation(server, 'login', {
        body: { document: AUDITOR_CRO, password: DEMO_PASSWORD, origin: 'Dentista' },
      });
      expect(portal.status).toBe(403);
      expect(portal.body).toEqual(
        errorBody('Esta conta é de auditor. Entre pelo console de auditoria, em /auditoria.'),
      );
      const dentistInConsole = await callOperation(server, 'login', {
        body: { document: '12345', password: DEMO_PASSWORD, origin: 'Auditor' },
      });
      expect(dentistInConsole.status).toBe(403);
      expect(dentistInConsole.body).toEqual(
        errorBody('Esta conta é de dentista. Entre pelo Portal do Dentista.'),
      );
      // A wrong password answers the same 401 whatever the role: roles cannot be probed.
      const wrong = await callOperation(server, 'login', {
        body: { document: AUDITOR_CRO, password: 'Errada@2026', origin: 'Dentista' },
      });
      expect(wrong.status).toBe(401);
    });
  });

  describe('the queue', () => {
    it('should list the items in analysis nearest deadline first, with their dentist, beneficiary and age', async () => {
      const fila = (await callOperation(server, 'listAuditoriaFila', { token: paulo, query: {} })).bodyAt(
        200,
      ).data;
      expect(fila.itens.length).toBeGreaterThan(0);
      expect(fila.total).toBeGreaterThanOrEqual(fila.itens.length);
      const prazos = fila.itens.map((item) => Date.parse(item.prazo.prazoResposta));
      expect(prazos).toEqual([...prazos].sort((a, b) => a - b));
      for (const item of fila.itens) {
        expect(['Aguardando Aprovação', 'Ativo', 'Auditoria', 'Em Junta']).toContain(item.audiStatus);
        expect(item.statusTiss).toEqual({ codigo: 2, descricao: 'Em análise' });
      }
      // The item the dentist answered is back in the queue, with the answer's date as its age.
      const answered = fila.itens.find((item) => item.audiStatus === 'Auditoria');
      expect(answered).toMatchObject({ codTuss: '85100218', idDente: 24, faces: 'M,O,D' });
      // A cancelled plan's item waits for nothing.
      const cancelled = await server.db
        .selectFrom('planoTratamentoItem as i')
        .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
        .select('i.id')
        .where('p.status', '=', 4)
        .execute();
      const ids = new Set(fila.itens.map((item) => item.idProcedimentoItem));
      for (const { id } of cancelled) expect(ids.has(id)).toBe(false);
    });

    it('should filter by dentist, beneficiary, procedure and age, and page', async () => {
      const page = (query: Parameters<typeof callOperation<'listAuditoriaFila'>>[2]['query']) =>
        callOperation(server, 'listAuditoriaFila', { token: paulo, query }).then((r) => r.bodyAt(200).data);
      const porCro = await page({ dentista: '54321' });
      expect(porCro.itens.length).toBeGreaterThan(0);
      for (const item of porCro.itens) expect(item.dentistaCro).toBe('54321');
      const porNome = await page({ dentista: 'ana souza' });
      for (const item of porNome.itens) expect(item.dentistaNome).toBe('Dra. Ana Souza');
      const porCarteira = await page({ beneficiario: MARIA_CARTEIRA });
      for (const item of porCarteira.itens) expect(item.numeroCarteira).toBe(MARIA_CARTEIRA);
      const porProcedimento = await page({ procedimento: 'panoramica' });
      expect(porProcedimento.itens.length).toBeGreaterThan(0);
      for (const item of porProcedimento.itens) expect(item.codTuss).toBe('81000405');
      const antigos = await page({ diasNaFila: 40 });
      for (const item of antigos.itens) expect(item.diasNaFila).toBeGreaterThanOrEqual(40);
      const all = await page({});
      expect(antigos.total).toBeLessThan(all.total);
      const second = await page({ tamanhoPagina: 2, pagina: 2 });
      expect(second.itens.map((item) => item.idProcedimentoItem)).toEqual(
        all.itens.slice(2, 4).map((item) => item.idProcedimentoItem),
      );
    });

    it('should give the dental glosa codes of Tabela 38 with their official text', async () => {
      const glosas = (await callOperation(server, 'listAuditoriaGlosas', { token: paulo })).bodyAt(200).data;
      expect(glosas).toContainEqual({ codigo: '3056', descricao: GLOSA_3056 });
      expect(glosas.length).toBeGreaterThan(50);
    });
  });

  describe('a plan as the auditor sees it', () => {
    it("should show any dentist's plan with items, initial odontogram, history, files and earlier plans", async () => {
      const { planoId } = await planWithTwoItems();
      const upload = await uploadMultipart(server, ana, planoId, {
        name: 'periapical-26.png',
        bytes: pngBytes(8, 8),
      });
      expect(upload.status).toBe(201);
      const data = (
        await callOperation(server, 'getAuditoriaPlano', { token: paulo, path: { id: planoId } })
      ).bodyAt(200).data;
      expect(data.plano).toMatchObject({ idPlanoTratamento: planoId, ba3MatAnt: MARIA_CARTEIRA, status: 1 });
      expect(data.plano.statusTiss).toEqual({ codigo: 2, descricao: 'Em análise' });
      expect(data.itens.map((item) => item.idDente)).toEqual([16, 26]);
      expect(data.odontogramaInicial.numeroCarteira).toBe(MARIA_CARTEIRA);
      expect(data.odontogramaInicial.dentes.length).toBeGreaterThan(0);
      expect(data.historico.map((move) => [move.de, move.para, move.autor.papel])).toEqual([
        [null, 'Aguardando Aprovação', 'Dentista'],
        [null, 'Aguardando Aprovação', 'Dentista'],
      ]);
      expect(data.planosAnteriores.length).toBeGreaterThan(0);
      expect(data.planosAnteriores.every((plano) => plano.idPlanoTratamento !== planoId)).toBe(true);
      // The file opens through its link, signed for the auditor's session.
      const [file] = data.plano.imagens;
      expect(file).toBeDefined();
      const bytes = await fetch(`${server.baseUrl}${file?.absolutePath}`);
      expect(bytes.status).toBe(200);
      // Opening it is in the beneficiary access trail, under the auditor.
      const trail = await server.db
        .selectFrom('acessoBeneficiario')
        .select(['operacao', 'planoId'])
        .where('dentistaId', '=', await dentistaIdOf(server, AUDITOR_CRO))
        .execute();
      expect(trail).toContainEqual({ operacao: 'auditoria_plano', planoId });
    });

    it('should answer 404 for a plan that does not exist', async () => {
      const missing = await callOperation(server, 'getAuditoriaPlano', {
        token: paulo,
        path: { id: 987654 },
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(errorBody('Plano de tratamento não encontrado.'));
    });
  });

  describe('deciding', () => {
    it('should authorize one item and deny the other with 3056: the plan is TISS 7, the history and e-mails say so', async () => {
      const { planoId, on16, on26 } = await planWithTwoItems();
      const authorized = await decide(on16, { decisao: 'autorizar' });
      expect(authorized.bodyAt(200)).toMatchObject({
        message: 'Procedimento autorizado.',
        data: {
          audiStatus: 'Autorizado',
          statusTiss: { codigo: 1, descricao: 'Autorizado' },
          audiCodigoGlosa: null,
        },
      });
      expect(await planOf(planoId)).toMatchObject({ status: 1, statusTiss: { codigo: 2 } });

      const nota = 'A radiografia mostra lesão em duas faces; foram pedidas três.';
      const denied = await decide(on26, {
        decisao: 'negar',
        codigoGlosa: '3056',
        nota,
        fundamento: FUNDAMENTO,
      });
      expect(denied.bodyAt(200).data).toMatchObject({
        audiStatus: 'Negado',
        statusTiss: { codigo: 3, descricao: 'Negado' },
        audiCodigoGlosa: '3056',
        audiMotivoStatus: `${GLOSA_3056}. Nota do auditor: ${nota}`,
      });
      expect(await planOf(planoId)).toMatchObject({
        status: 5,
        statusTiss: { codigo: 7, descricao: 'Autorizado parcialmente' },
      });

      const historico = (
        await callOperation(server, 'listPlanoTratamentoHistorico', { token: ana, path: { id: planoId } })
      ).bodyAt(200).data;
      expect(historico.slice(2)).toMatchObject([
        {
          idProcedimentoItem: on16,
          de: 'Aguardando Aprovação',
          para: 'Autorizado',
          statusTiss: { codigo: 1 },
          autor: { nome: 'Dr. Paulo Auditor', cro: AUDITOR_CRO, uf: 'SP', papel: 'Auditor' },
        },
        { idProcedimentoItem: on26, para: 'Negado', codigoGlosa: '3056', motivo: GLOSA_3056, nota },
      ]);

      const anaId = await dentistaIdOf(server, '12345');
      const mails = await server.db
        .selectFrom('emailOutbox')
        .select(['assunto', 'texto', 'link'])
        .where('dentistaId', '=', anaId)
        .where('assunto', 'like', 'Portal do Dentista: procedimento%')
        .execute();
      const sobreEste = mails.filter((mail) => mail.texto.includes(`${formatPlanCode(planoId)},`));
      expect(sobreEste.map((mail) => mail.assunto).sort()).toEqual([
        'Portal do Dentista: procedimento autorizado',
        'Portal do Dentista: procedimento negado',
      ]);
      for (const mail of sobreEste) expect(mail.link).toMatch(new RegExp(`/plano-tratamento/${planoId}$`));
      // The code once, before its official text, then the auditor's note.
      const denial = sobreEste.find((mail) => mail.assunto.endsWith('negado'));
      expect(denial?.texto).toContain(
        `Status: Negado (TISS 3). Glosa 3056: ${GLOSA_3056}. Nota do auditor: ${nota}`,
      );
    });

    it('should refuse a second decision on a decided item with 409, and name its status', async () => {
      const { on16 } = await planWithTwoItems();
      (await decide(on16, { decisao: 'autorizar' })).bodyAt(200);
      const again = await decide(on16, {
        decisao: 'negar',
        codigoGlosa: '3056',
        nota: 'Tarde demais.',
        fundamento: FUNDAMENTO,
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual(
        errorBody("Este procedimento já foi decidido e está 'Autorizado'. Atualize a página."),
      );
    });

    it.each([
      [
        { decisao: 'negar', nota: 'Sem código.' },
        'codigoGlosa',
        'Para negar, informe o código da Tabela 38 (motivo da negativa).',
      ],
      [
        { decisao: 'negar', codigoGlosa: '0001', nota: 'x' },
        'codigoGlosa',
        'O código 0001 não é um código de glosa da Tabela 38.',
      ],
      [
        { decisao: 'negar', codigoGlosa: '3056' },
        'nota',
        'Escreva uma nota para o dentista explicando a decisão.',
      ],
      [
        { decisao: 'autorizar', codigoGlosa: '3056' },
        'codigoGlosa',
        'Ao autorizar não se informa código da Tabela 38.',
      ],
      [
        { decisao: 'solicitarDocumentos' },
        'codigoGlosa',
        'Para pedir documentos, informe o código da Tabela 38 do documento que falta.',
      ],
      [
        { decisao: 'solicitarDocumentos', codigoGlosa: '3081' },
        'nota',
        'Escreva uma nota para o dentista explicando a decisão.',
      ],
      [
        { decisao: 'negar', codigoGlosa: '3056', nota: 'Duas faces.' },
        'fundamento',
        'Para negar, informe a cláusula contratual ou o fundamento legal da negativa.',
      ],
      [
        { decisao: 'autorizar', fundamento: 'Contrato.' },
        'fundamento',
        'A cláusula contratual ou o fundamento legal só é informado ao negar.',
      ],
    ] as const)('should refuse %o with 400 and leave the item in the queue', async (body, field, message) => {
      const { on16 } = await planWithTwoItems();
      const response = await decide(on16, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(fieldErrorBody(field, message));
      const item = await server.db
        .selectFrom('planoTratamentoItem')
        .select('status')
        .where('id', '=', on16)
        .executeTakeFirstOrThrow();
      expect(item.status).toBe('Aguardando Aprovação');
    });

    it('should keep the items of a cancelled plan as they were: no decision, removal or closing (409)', async () => {
      const { planoId, on16, on26 } = await planWithTwoItems();
      (await decide(on26, { decisao: 'autorizar' })).bodyAt(200);
      (
        await callOperation(server, 'cancelPlanoTratamento', {
          token: ana,
          path: { id: planoId },
          body: { motivo: 'A pedido da beneficiária.' },
        })
      ).bodyAt(200);
      const historyBefore = (
        await callOperation(server, 'listPlanoTratamentoHistorico', { token: ana, path: { id: planoId } })
      ).bodyAt(200).data;

      const attempts = [
        await decide(on16, { decisao: 'autorizar' }),
        await callOperation(server, 'deletePlanoTratamentoItem', { token: ana, path: { id: on16 } }),
        await callOperation(server, 'addItensToFechamento', {
          token: ana,
          body: { idsProcedimentoItem: [on26] },
        }),
      ];
      for (const attempt of attempts) {
        expect(attempt.status).toBe(409);
        expect(attempt.body).toEqual(
          errorBody('Este plano de tratamento foi cancelado: seus procedimentos não mudam mais de status.'),
        );
      }
      const plan = await planOf(planoId);
      expect(plan?.status).toBe(4);
      expect(plan?.statusTiss).toMatchObject({ codigo: 6 });
      const itens = await server.db
        .selectFrom('planoTratamentoItem')
        .select(['id', 'status'])
        .where('planoTratamentoId', '=', planoId)
        .orderBy('id')
        .execute();
      expect(itens).toEqual([
        { id: on16, status: 'Aguardando Aprovação' },
        { id: on26, status: 'Autorizado' },
      ]);
      const historyAfter = (
        await callOperation(server, 'listPlanoTratamentoHistorico', { token: ana, path: { id: planoId } })
      ).bodyAt(200).data;
      expect(historyAfter).toEqual(historyBefore);
    });

    it('should answer 404 for an item that does not exist', async () => {
      const response = await decide(987654, { decisao: 'autorizar' });
      expect(response.status).toBe(404);
    });

    it('should not e-mail a dentist who turned e-mail notifications off, but still notify in the portal', async () => {
      const planoId = await createPlan(server, bruno);
      const itemId = await addItem(server, bruno, planoId);
      const brunoId = await dentistaIdOf(server, '54321');
      await server.db
        .updateTable('dentista')
        .set({ notificacaoEmail: false })
        .where('id', '=', brunoId)
        .execute();
      try {
        const before = await server.db
          .selectFrom('emailOutbox')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('dentistaId', '=', brunoId)
          .executeTakeFirstOrThrow();
        (await decide(itemId, { decisao: 'autorizar' })).bodyAt(200);
        const after = await server.db
          .selectFrom('emailOutbox')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('dentistaId', '=', brunoId)
          .executeTakeFirstOrThrow();
        expect(after.n).toBe(before.n);
        const list = (await callOperation(server, 'listNotificacoes', { token: bruno })).bodyAt(200).data;
        expect(list.itens[0]).toMatchObject({
          titulo: 'Procedimento autorizado',
          idPlanoTratamento: planoId,
          idProcedimentoItem: itemId,
          lida: false,
        });
      } finally {
        await server.db
          .updateTable('dentista')
          .set({ notificacaoEmail: true })
          .where('id', '=', brunoId)
          .execute();
      }
    });
  });

  describe("the dentist's answer", () => {
    it('should put an item back in the queue when the dentist answers a document request with a file', async () => {
      const { planoId, on26 } = await planWithTwoItems();
      const nota = 'Enviar a radiografia interproximal do 26.';
      (await decide(on26, { decisao: 'solicitarDocumentos', codigoGlosa: '3081', nota })).bodyAt(200);
      const waiting = (
        await callOperation(server, 'listPlanoTratamentoItens', { token: ana, path: { id: planoId } })
      ).bodyAt(200).data;
      expect(waiting.find((item) => item.idProcedimentoItem === on26)).toMatchObject({
        audiStatus: 'Aguardando Documentação',
        statusTiss: { codigo: 5, descricao: 'Aguardando documentação do prestador' },
        // The request's Tabela 38 code names what is missing; the note says how to send it (issue #30).
        audiCodigoGlosa: '3081',
        audiMotivoStatus: `RADIOGRAFIA INICIAL NÃO ENVIADA. Nota do auditor: ${nota}`,
      });

      const upload = await uploadMultipart(server, ana, planoId, {
        name: 'interproximal-26.png',
        bytes: pngBytes(4, 4),
      });
      const idImagem = upload.bodyAt(201).data.idImagem;
      const texto = 'Segue a interproximal: cárie em mesial, oclusal e distal.';
      const answered = await callOperation(server, 'answerPlanoTratamentoItem', {
        token: ana,
        path: { id: on26 },
        body: { texto, idsImagem: [idImagem] },
      });
      expect(answered.bodyAt(200)).toMatchObject({
        message: 'Resposta enviada. O procedimento voltou para a análise da auditoria.',
        data: { audiStatus: 'Auditoria', statusTiss: { codigo: 2 } },
      });
      const fila = (
        await callOperation(server, 'listAuditoriaFila', { token: paulo, query: { tamanhoPagina: 100 } })
      ).bodyAt(200).data;
      const back = fila.itens.find((item) => item.idProcedimentoItem === on26);
      expect(back).toMatchObject({ audiStatus: 'Auditoria', diasNaFila: 0 });
      const historico = (
        await callOperation(server, 'listPlanoTratamentoHistorico', { token: ana, path: { id: planoId } })
      ).bodyAt(200).data;
      expect(historico.at(-1)).toMatchObject({
        de: 'Aguardando Documentação',
        para: 'Auditoria',
        nota: texto,
        autor: { papel: 'Dentista', cro: '12345' },
        arquivos: [{ idImagem, nomeArquivoOriginal: 'interproximal-26.png' }],
      });
    });

    it("should refuse an answer to an item that asks for none (409), to another dentist (404) and with another plan's file (400)", async () => {
      const { on16, on26 } = await planWithTwoItems();
      const notAsked = await callOperation(server, 'answerPlanoTratamentoItem', {
        token: ana,
        path: { id: on16 },
        body: { texto: 'x' },
      });
      expect(notAsked.status).toBe(409);
      expect(notAsked.body).toEqual(
        errorBody(
          "Este procedimento não aguarda resposta à auditoria: está 'Aguardando Aprovação'. Atualize a página.",
        ),
      );
      (
        await decide(on26, {
          decisao: 'solicitarJustificativa',
          codigoGlosa: '3034',
          nota: 'Justificar as três faces.',
        })
      ).bodyAt(200);
      const other = await callOperation(server, 'answerPlanoTratamentoItem', {
        token: bruno,
        path: { id: on26 },
        body: { texto: 'x' },
      });
      expect(other.status).toBe(404);
      const brunoPlan = await createPlan(server, bruno);
      const brunoFile = (
        await uploadMultipart(server, bruno, brunoPlan, { name: 'b.png', bytes: pngBytes() })
      ).bodyAt(201).data.idImagem;
      const foreign = await callOperation(server, 'answerPlanoTratamentoItem', {
        token: ana,
        path: { id: on26 },
        body: { texto: 'x', idsImagem: [brunoFile] },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual(
        fieldErrorBody('idsImagem', 'Os arquivos da resposta devem ser deste plano de tratamento.'),
      );
    });
  });

  describe('history and notifications', () => {
    it("should write the dentist's own moves too: a removed item and one reported as performed", async () => {
      const { planoId, on16, on26 } = await planWithTwoItems();
      (await callOperation(server, 'deletePlanoTratamentoItem', { token: ana, path: { id: on16 } })).bodyAt(
        200,
      );
      (await decide(on26, { decisao: 'autorizar' })).bodyAt(200);
      const closing = await callOperation(server, 'addItensToFechamento', {
        token: ana,
        body: { idsProcedimentoItem: [on26] },
      });
      closing.bodyAt(200);
      const historico = (
        await callOperation(server, 'listPlanoTratamentoHistorico', { token: ana, path: { id: planoId } })
      ).bodyAt(200).data;
      expect(
        historico.map((move) => [move.idProcedimentoItem, move.de, move.para, move.autor.papel]),
      ).toEqual([
        [on16, null, 'Aguardando Aprovação', 'Dentista'],
        [on26, null, 'Aguardando Aprovação', 'Dentista'],
        [on16, 'Aguardando Aprovação', 'Removido', 'Dentista'],
        [on26, 'Aguardando Aprovação', 'Autorizado', 'Auditor'],
        [on26, 'Autorizado', 'Realizado', 'Dentista'],
      ]);
      // The removed item is gone from the plan; each row of its history still names it and its site.
      const removedProcedure = {
        codTuss: '85100200',
        descricao: 'Restauração em resina fotopolimerizável 2 faces',
        idDente: 16,
        faces: 'M,O',
        regiao: null,
      };
      expect(
        historico.filter((move) => move.idProcedimentoItem === on16).map((move) => move.procedimento),
      ).toEqual([removedProcedure, removedProcedure]);
      expect(historico.find((move) => move.idProcedimentoItem === on26)?.procedimento).toMatchObject({
        codTuss: '85100218',
        idDente: 26,
        faces: 'M,O,D',
      });
      // Its one item authorized and performed: the plan is concluded (TISS 1).
      expect(await planOf(planoId)).toMatchObject({ status: 3, statusTiss: { codigo: 1 } });
    });

    it('should keep the history append-only in the database itself', async () => {
      await expect(sql`update plano_item_historico set nota = 'alterada'`.execute(server.db)).rejects.toThrow(
        /só recebe novas linhas/,
      );
      await expect(sql`delete from plano_item_historico`.execute(server.db)).rejects.toThrow(
        /só recebe novas linhas/,
      );
    });

    it("should refuse another dentist's plan history with 404", async () => {
      const { planoId } = await planWithTwoItems();
      const response = await callOperation(server, 'listPlanoTratamentoHistorico', {
        token: bruno,
        path: { id: planoId },
      });
      expect(response.status).toBe(404);
    });

    it('should name the patient (first name, last initial) and the plan code in the notification text', async () => {
      const { planoId, on26 } = await planWithTwoItems();
      (await decide(on26, { decisao: 'autorizar' })).bodyAt(200);
      const list = (await callOperation(server, 'listNotificacoes', { token: ana })).bodyAt(200).data;
      const aviso = list.itens.find((item) => item.idProcedimentoItem === on26);
      const code = formatPlanCode(planoId);
      expect(code).toMatch(/^PTO-\d{4,}$/);
      expect(aviso?.texto).toBe(
        `Maria S., ${code}, dente 26 (M,O,D): 85100218 - Restauração em resina fotopolimerizável 3 faces. Status: Autorizado (TISS 1).`,
      );
      // Not the bare id, and not the full name (data minimisation: 'da Silva' stays out of the list).
      expect(aviso?.texto).not.toContain(`Plano ${planoId}`);
      expect(aviso?.texto).not.toContain('Maria da Silva');
    });

    it("should list, count and mark notifications as read, only the dentist's own", async () => {
      const { on16 } = await planWithTwoItems();
      (await decide(on16, { decisao: 'autorizar' })).bodyAt(200);
      const list = (await callOperation(server, 'listNotificacoes', { token: ana })).bodyAt(200).data;
      expect(list.naoLidas).toBeGreaterThan(0);
      const [newest] = list.itens;
      expect(newest).toMatchObject({
        idProcedimentoItem: on16,
        lida: false,
        titulo: 'Procedimento autorizado',
      });
      const brunoMarks = await callOperation(server, 'markNotificacoesLidas', {
        token: bruno,
        body: { ids: [newest?.idNotificacao ?? 0] },
      });
      brunoMarks.bodyAt(200);
      expect(
        (await callOperation(server, 'listNotificacoes', { token: ana })).bodyAt(200).data.naoLidas,
      ).toBe(list.naoLidas);
      const one = await callOperation(server, 'markNotificacoesLidas', {
        token: ana,
        body: { ids: [newest?.idNotificacao ?? 0] },
      });
      expect(one.bodyAt(200).data.naoLidas).toBe(list.naoLidas - 1);
      const all = await callOperation(server, 'markNotificacoesLidas', { token: ana, body: {} });
      expect(all.bodyAt(200).data.naoLidas).toBe(0);
      // They are the dentist's data too (LGPD art. 18): in meus-dados.json, read.
      const exported = (await callOperation(server, 'exportMyData', { token: ana })).bodyAt(200);
      expect(exported.notificacoes).toContainEqual(
        expect.objectContaining({
          itemId: on16,
          titulo: 'Procedimento autorizado',
          lidaEm: expect.any(String),
        }),
      );
    });

    it("should push a decision to the dentist's open event stream at once", async () => {
      const { planoId, on16 } = await planWithTwoItems();
      const events = readEvents(`${server.baseUrl}/api/v2/notificacoes/eventos`, ana);
      try {
        const first = await events.next();
        expect(first.event).toBe('naoLidas');
        (
          await decide(on16, {
            decisao: 'negar',
            codigoGlosa: '3056',
            nota: 'Duas faces apenas.',
            fundamento: FUNDAMENTO,
          })
        ).bodyAt(200);
        const pushed = await events.next();
        expect(pushed.event).toBe('notificacao');
        expect(JSON.parse(pushed.data)).toMatchObject({
          naoLidas: expect.any(Number),
          notificacao: {
            idPlanoTratamento: planoId,
            idProcedimentoItem: on16,
            titulo: 'Procedimento negado',
          },
        });
      } finally {
        events.close();
      }
    });

    it('should refuse the event stream to an auditor and to a request without a token', async () => {
      const auditor = await fetch(`${server.baseUrl}/api/v2/notificacoes/eventos`, {
        headers: { authorization: `Bearer ${paulo}` },
      });
      expect(auditor.status).toBe(403);
      expect(await auditor.json()).toEqual(FORBIDDEN);
      const anonymous = await fetch(`${server.baseUrl}/api/v2/notificacoes/eventos`);
      expect(anonymous.status).toBe(401);
    });
  });
});
