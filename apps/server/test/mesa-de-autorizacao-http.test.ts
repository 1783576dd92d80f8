import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somarDiasUteis } from '../src/ciclo-de-vida/prazos/prazos';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { addItem, createPlan, MARIA_CARTEIRA, postItem, TEST_JUSTIFICATIVA } from './support/planos';
import { demoTokens, errorBody, fieldErrorBody, startTestServer, type TestServer } from './support/server';

/** Cards of the desk's demo beneficiaries (cadastros/demonstracao.ts): joined 40 days ago, expired card. */
const RENATA_CARTEIRA = '09000002000007001';
const MARCOS_CARTEIRA = '09000002000008001';
/** An 'Odonto Essencial' beneficiary: the Rol only. */
const RAFAEL_CARTEIRA = '09000002000005001';
const DAY_MS = 24 * 60 * 60 * 1000;

type Decisao = Parameters<typeof callOperation<'decideAuditoriaItem'>>[2]['body'];
type Fila = Parameters<typeof callOperation<'listAuditoriaFila'>>[2]['query'];

describe.each(backends)('the authorization desk over HTTP on %s (issue #30)', (backend) => {
  let server: TestServer;
  let ana: string;
  let paulo: string;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    ({ ana, paulo } = await demoTokens(server));
  });
  afterAll(async () => server?.close());

  const decide = (itemId: number, body: Decisao) =>
    callOperation(server, 'decideAuditoriaItem', { token: paulo, path: { id: itemId }, body });
  const itemOf = async (planoId: number, itemId: number) => {
    const itens = (
      await callOperation(server, 'listPlanoTratamentoItens', { token: ana, path: { id: planoId } })
    ).bodyAt(200).data;
    const item = itens.find((candidate) => candidate.idProcedimentoItem === itemId);
    if (!item) throw new Error(`item ${itemId} não está no plano ${planoId}`);
    return item;
  };
  const historyOf = async (planoId: number, itemId: number) =>
    (await callOperation(server, 'listPlanoTratamentoHistorico', { token: ana, path: { id: planoId } }))
      .bodyAt(200)
      .data.filter((row) => row.idProcedimentoItem === itemId);
  const fila = (query: Fila) =>
    callOperation(server, 'listAuditoriaFila', { token: paulo, query }).then((r) => r.bodyAt(200).data);
  /** A 3-face restoration on Maria's 26 (recorded sound: sent with a justification), waiting in the queue. */
  const elective = async () => {
    const planoId = await createPlan(server, ana);
    const itemId = await addItem(server, ana, planoId, { codTuss: '85100218', idDente: 26, faces: 'M,O,D' });
    return { planoId, itemId };
  };

  describe('deadlines', () => {
    it('should give an elective item 7 business days from its request, in both apps', async () => {
      const { planoId, itemId } = await elective();
      const item = await itemOf(planoId, itemId);
      expect(item.audiStatus).toBe('Aguardando Aprovação');
      expect(item.autorizacaoAutomatica).toBeNull();
      const solicitadoEm = new Date(item.prazo.solicitadoEm);
      expect(Math.abs(solicitadoEm.getTime() - Date.now())).toBeLessThan(60_000);
      expect(item.prazo).toMatchObject({
        diasUteis: 7,
        urgente: false,
        diasUteisRestantes: 7,
        faixa: 'no-prazo',
        pausado: false,
        respondidoEm: null,
        respondidoNoPrazo: null,
      });
      expect(item.prazo.prazoResposta).toBe(somarDiasUteis(solicitadoEm, 7, 'SP').toISOString());
      const naFila = (await fila({ procedimento: '85100218', tamanhoPagina: 100 })).itens.find(
        (row) => row.idProcedimentoItem === itemId,
      );
      expect(naFila?.prazo).toEqual(item.prazo);
    });

    it('should order the queue by deadline and flag an item past 7 business days', async () => {
      const { planoId, itemId } = await elective();
      // Requested 12 business days ago, as the desk wrote it then.
      const solicitadoEm = new Date(Date.now() - 18 * DAY_MS);
      await server.db
        .updateTable('planoTratamentoItem')
        .set({ prazoResposta: somarDiasUteis(solicitadoEm, 7, 'SP') })
        .where('id', '=', itemId)
        .execute();
      const item = await itemOf(planoId, itemId);
      expect(item.prazo.faixa).toBe('atrasado');
      expect(item.prazo.diasUteisRestantes).toBeLessThan(0);
      const atrasados = await fila({ faixaPrazo: 'atrasado', tamanhoPagina: 100 });
      expect(atrasados.itens.map((row) => row.idProcedimentoItem)).toContain(itemId);
      for (const row of atrasados.itens) expect(row.prazo.faixa).toBe('atrasado');
      const todos = await fila({ tamanhoPagina: 100 });
      const prazos = todos.itens.map((row) => Date.parse(row.prazo.prazoResposta));
      expect(prazos).toEqual([...prazos].sort((a, b) => a - b));
      expect(todos.itens[0]?.prazo.faixa).toBe('atrasado');
      for (const faixa of ['no-prazo', 'ate-2-dias', 'vence-hoje'] as const) {
        for (const row of (await fila({ faixaPrazo: faixa, tamanhoPagina: 100 })).itens) {
          expect(row.prazo.faixa).toBe(faixa);
        }
      }
    });

    it('should stop the clock while the dentist owes documents and move the deadline by the days waited', async () => {
      const { planoId, itemId } = await elective();
      const antes = await itemOf(planoId, itemId);
      (
        await decide(itemId, {
          decisao: 'solicitarDocumentos',
          codigoGlosa: '3081',
          nota: 'Enviar a periapical.',
        })
      ).bodyAt(200);
      const pedido = await itemOf(planoId, itemId);
      expect(pedido.prazo).toMatchObject({ pausado: true, diasUteisRestantes: null, faixa: null });
      expect(pedido.audiCodigoGlosa).toBe('3081');
      // The request waited from five days ago.
      const desde = new Date(Date.now() - 5 * DAY_MS);
      await server.db
        .updateTable('planoTratamentoItem')
        .set({ prazoPausadoDesde: desde })
        .where('id', '=', itemId)
        .execute();
      const resposta = await callOperation(server, 'answerPlanoTratamentoItem', {
        token: ana,
        path: { id: itemId },
        body: { texto: 'Segue a periapical do 26.' },
      });
      const depois = resposta.bodyAt(200).data;
      expect(depois.prazo.pausado).toBe(false);
      expect(depois.prazo.solicitadoEm).toBe(antes.prazo.solicitadoEm);
      const { diasUteisEntre } = await import('../src/ciclo-de-vida/prazos/prazos');
      const parados = diasUteisEntre(desde, new Date(), 'SP');
      expect(parados).toBeGreaterThan(0);
      expect(depois.prazo.prazoResposta).toBe(
        somarDiasUteis(new Date(antes.prazo.prazoResposta), parados, 'SP').toISOString(),
      );
    });
  });

  describe('urgency and automatic authorization', () => {
    it('should authorize an urgency consultation on creation, never in the queue, with the desk as author', async () => {
      const planoId = await createPlan(server, ana);
      const criado = await postItem(server, ana, planoId, {
        codTuss: '81000049',
        idDente: undefined,
        faces: undefined,
      });
      const itemId = criado.bodyAt(201).data.idProcedimentoItem;
      const item = await itemOf(planoId, itemId);
      expect(item).toMatchObject({ audiStatus: 'Autorizado', autorizacaoAutomatica: 'urgencia' });
      expect(item.prazo).toMatchObject({ urgente: true, diasUteis: 0, respondidoNoPrazo: true });
      const historico = await historyOf(planoId, itemId);
      expect(historico.map((row) => [row.de, row.para, row.autor.papel, row.automatico])).toEqual([
        [null, 'Aguardando Aprovação', 'Dentista', false],
        ['Aguardando Aprovação', 'Autorizado', 'Sistema', true],
      ]);
      expect(historico[1]?.autor.nome).toBe('Autorização automática');
      const urgentes = await fila({ urgencia: true, tamanhoPagina: 100 });
      expect(urgentes.itens.map((row) => row.idProcedimentoItem)).not.toContain(itemId);
      const avisos = (await callOperation(server, 'listNotificacoes', { token: ana })).bodyAt(200).data.itens;
      expect(avisos.find((aviso) => aviso.idProcedimentoItem === itemId)?.titulo).toBe(
        'Procedimento autorizado automaticamente',
      );
    });

    it('should authorize a clean low-complexity item and queue one with a predicted glosa', async () => {
      const planoId = await createPlan(server, ana);
      const consulta = { codTuss: '81000030', idDente: undefined, faces: undefined };
      const primeira = (await postItem(server, ana, planoId, consulta)).bodyAt(201).data.idProcedimentoItem;
      expect(await itemOf(planoId, primeira)).toMatchObject({
        audiStatus: 'Autorizado',
        autorizacaoAutomatica: 'baixa-complexidade',
      });
      // A second consultation in the plan is predicted a duplicate: sent with a justification, to the auditor.
      const segunda = await addItem(server, ana, planoId, consulta);
      const item = await itemOf(planoId, segunda);
      expect(item.glosasPrevistas.length).toBeGreaterThan(0);
      expect(item).toMatchObject({ audiStatus: 'Aguardando Aprovação', autorizacaoAutomatica: null });
    });
  });

  describe('apt decisions', () => {
    it('should list each decision codes, no pending or billing code among the denials', async () => {
      const codigos = (await callOperation(server, 'listAuditoriaCodigos', { token: paulo })).bodyAt(
        200,
      ).data;
      const negar = codigos.negar.map((row) => row.codigo);
      for (const codigo of ['3019', '3051', '3067', '3104']) expect(negar).not.toContain(codigo);
      for (const codigo of ['1007', '1017', '1410', '1420', '3109', '3056']) expect(negar).toContain(codigo);
      expect(codigos.negarEmJunta.map((row) => row.codigo)).toEqual(['3104']);
      expect(codigos.solicitarDocumentos.map((row) => row.codigo)).toContain('3081');
      expect(codigos.autorizarComAlteracao.map((row) => row.codigo)).toContain('1431');
      // The account analysis glosas with the billing phase's codes only.
      const conta = codigos.glosarConta.map((row) => row.codigo);
      for (const codigo of ['3015', '3030', '3067', '3068']) expect(conta).toContain(codigo);
      for (const codigo of ['3056', '1431', '3104', '1007']) expect(conta).not.toContain(codigo);
      expect(codigos.glosarConta.find((row) => row.codigo === '3067')?.descricao).toBe(
        'RADIOGRAFIA FINAL NÃO ENVIADA',
      );
      const dentista = await callOperation(server, 'listAuditoriaCodigos', { token: ana });
      expect(dentista.status).toBe(403);
    });

    it('should refuse to deny with a pending or billing code (422) or without a ground (400)', async () => {
      const { planoId, itemId } = await elective();
      const base = {
        decisao: 'negar',
        nota: 'Sem indicação.',
        fundamento: 'Contrato, cláusula 7.1.',
      } as const;
      for (const codigoGlosa of ['3019', '3067']) {
        const response = await decide(itemId, { ...base, codigoGlosa });
        expect(response.status).toBe(422);
        expect(response.body).toEqual(
          fieldErrorBody(
            'codigoGlosa',
            `O código ${codigoGlosa} não serve para negar uma autorização (é de pendência ou de outra fase da guia).`,
            'A decisão não foi registrada.',
          ),
        );
      }
      const semFundamento = await decide(itemId, {
        decisao: 'negar',
        codigoGlosa: '3056',
        nota: 'Duas faces.',
      });
      expect(semFundamento.status).toBe(400);
      expect(semFundamento.body).toEqual(
        fieldErrorBody(
          'fundamento',
          'Para negar, informe a cláusula contratual ou o fundamento legal da negativa.',
        ),
      );
      const semCodigo = await decide(itemId, {
        decisao: 'solicitarJustificativa',
        nota: 'Por que três faces?',
      });
      expect(semCodigo.status).toBe(400);
      expect((await itemOf(planoId, itemId)).audiStatus).toBe('Aguardando Aprovação');

      const negado = (await decide(itemId, { ...base, codigoGlosa: '3056' })).bodyAt(200).data;
      expect(negado).toMatchObject({
        audiStatus: 'Negado',
        audiCodigoGlosa: '3056',
        fundamento: 'Contrato, cláusula 7.1.',
      });
      expect(negado.prazo.respondidoNoPrazo).toBe(true);
      const historico = await historyOf(planoId, itemId);
      expect(historico.at(-1)).toMatchObject({
        para: 'Negado',
        fundamento: 'Contrato, cláusula 7.1.',
        automatico: false,
      });
    });

    it('should authorize with a change the dentist refuses, then accepts, the request kept in the history', async () => {
      const { planoId, itemId } = await elective();
      const alterar: Decisao = {
        decisao: 'autorizarComAlteracao',
        codigoGlosa: '1431',
        nota: 'A interproximal mostra cárie só na mesial e na oclusal.',
        alteracao: { codTuss: '85100200', faces: 'M,O' },
      };
      const igual = await decide(itemId, { ...alterar, alteracao: { codTuss: '85100218', faces: 'M,O,D' } });
      expect(igual.status).toBe(400);
      expect(igual.body).toMatchObject({ 'invalid-params': [{ name: 'alteracao' }] });
      const semAlteracao = await decide(itemId, { ...alterar, alteracao: undefined });
      expect(semAlteracao.status).toBe(400);
      const proposta = await decide(itemId, alterar);
      expect(proposta.bodyAt(200).message).toBe(
        'Autorização com alteração enviada ao dentista, que vai aceitá-la ou recusá-la.',
      );
      const item = proposta.bodyAt(200).data;
      expect(item.audiStatus).toBe('Aguardando Aceite');
      expect(item.statusTiss.codigo).toBe(2);
      expect(item.alteracao).toMatchObject({
        pedido: { codTuss: '85100218', idDente: 26, faces: 'M,O,D' },
        autorizado: { codTuss: '85100200', idDente: 26, faces: 'M,O' },
        codigoGlosa: '1431',
        situacao: 'proposta',
        respondidaEm: null,
      });
      expect(item.prazo.pausado).toBe(true);

      const responder = (body: { aceitar: boolean; texto?: string }) =>
        callOperation(server, 'answerAlteracaoItem', { token: ana, path: { id: itemId }, body });
      const semTexto = await responder({ aceitar: false });
      expect(semTexto.body).toEqual(
        fieldErrorBody('texto', 'Para recusar a alteração, explique ao auditor por quê.'),
      );
      const recusa = (
        await responder({ aceitar: false, texto: 'A distal também tem cárie na periapical.' })
      ).bodyAt(200);
      expect(recusa.message).toBe('Alteração recusada. O procedimento voltou para a análise da auditoria.');
      expect(recusa.data).toMatchObject({
        audiStatus: 'Auditoria',
        codTuss: '85100218',
        alteracao: { situacao: 'recusada' },
      });
      expect((await responder({ aceitar: true })).status).toBe(409);

      (await decide(itemId, alterar)).bodyAt(200);
      const aceite = (await responder({ aceitar: true })).bodyAt(200);
      expect(aceite.data).toMatchObject({
        audiStatus: 'Autorizado',
        codTuss: '85100200',
        faces: 'M,O',
        alteracao: { situacao: 'aceita' },
      });
      const historico = await historyOf(planoId, itemId);
      expect(historico.map((row) => [row.para, row.procedimento?.codTuss])).toEqual([
        ['Aguardando Aprovação', '85100218'],
        ['Aguardando Aceite', '85100218'],
        ['Auditoria', '85100218'],
        ['Aguardando Aceite', '85100218'],
        ['Autorizado', '85100200'],
      ]);
    });

    it('should take a contested denial to the junta, whose outcome is authorize or 3104, final', async () => {
      const negar = {
        decisao: 'negar',
        codigoGlosa: '3056',
        nota: 'Duas faces.',
        fundamento: 'Contrato, cláusula 7.1.',
      } as const;
      const contestar = (itemId: number) =>
        callOperation(server, 'contestPlanoTratamentoItem', {
          token: ana,
          path: { id: itemId },
          body: { texto: 'A periapical mostra cárie nas três faces.' },
        });
      const primeiro = await elective();
      expect((await contestar(primeiro.itemId)).status).toBe(409);
      (await decide(primeiro.itemId, negar)).bodyAt(200);
      const emJunta = (await contestar(primeiro.itemId)).bodyAt(200).data;
      expect(emJunta).toMatchObject({ audiStatus: 'Em Junta', audiCodigoGlosa: null });
      expect(emJunta.prazo.faixa).toBe('no-prazo');
      const juntas = await fila({ junta: true, tamanhoPagina: 100 });
      expect(juntas.itens.map((row) => row.idProcedimentoItem)).toContain(primeiro.itemId);
      for (const row of juntas.itens) expect(row.audiStatus).toBe('Em Junta');
      expect((await decide(primeiro.itemId, negar)).status).toBe(422);
      const mantida = await decide(primeiro.itemId, {
        ...negar,
        codigoGlosa: '3104',
        nota: 'A junta confirmou duas faces.',
      });
      expect(mantida.bodyAt(200).message).toBe('Desfecho da junta registrado: negativa mantida (3104).');
      expect(mantida.bodyAt(200).data).toMatchObject({ audiStatus: 'Negado', audiCodigoGlosa: '3104' });
      const denovo = await contestar(primeiro.itemId);
      expect(denovo.status).toBe(409);
      expect(denovo.body).toEqual(
        errorBody(
          'Esta negativa é o desfecho da junta odontológica (3104) e não pode ser contestada de novo.',
        ),
      );

      const segundo = await elective();
      (await decide(segundo.itemId, negar)).bodyAt(200);
      (await contestar(segundo.itemId)).bodyAt(200);
      const autorizado = await decide(segundo.itemId, { decisao: 'autorizar' });
      expect(autorizado.bodyAt(200).message).toBe('Desfecho da junta registrado: procedimento autorizado.');
      const avisos = (await callOperation(server, 'listNotificacoes', { token: ana })).bodyAt(200).data.itens;
      expect(avisos.find((aviso) => aviso.idProcedimentoItem === segundo.itemId)?.titulo).toBe(
        'Junta odontológica: procedimento autorizado',
      );
      const historico = await historyOf(segundo.planoId, segundo.itemId);
      expect(historico.map((row) => [row.para, row.autor.papel])).toEqual([
        ['Aguardando Aprovação', 'Dentista'],
        ['Negado', 'Auditor'],
        ['Em Junta', 'Dentista'],
        ['Autorizado', 'Auditor'],
      ]);
    });
  });

  describe('eligibility', () => {
    it('should refuse a plan for an expired card with a pt-BR message, and say so in the lookup', async () => {
      const response = await callOperation(server, 'createPlanoTratamento', {
        token: ana,
        body: { matriculaBeneficiario: MARCOS_CARTEIRA },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ success: false, data: null });
      expect((response.body as { message: string }).message).toMatch(
        /^A carteira deste beneficiário venceu em \d{2}\/\d{2}\/\d{4}\. Oriente o beneficiário a regularizá-la com a operadora antes de abrir um plano\.$/,
      );
      const busca = await callOperation(server, 'searchBeneficiario', {
        token: ana,
        query: { carteirinhaOuCpf: MARCOS_CARTEIRA },
      });
      expect(busca.bodyAt(200).data[0]).toMatchObject({ carteiraVencida: true });
      const maria = await callOperation(server, 'searchBeneficiario', {
        token: ana,
        query: { carteirinhaOuCpf: MARIA_CARTEIRA },
      });
      expect(maria.bodyAt(200).data[0]).toMatchObject({
        carteiraVencida: false,
        validadeCarteira: '2027-12-31',
        uf: 'SP',
      });
    });

    it('should send an item inside carência to the queue marked 1410, with the justification', async () => {
      const plano = await callOperation(server, 'createPlanoTratamento', {
        token: ana,
        body: { matriculaBeneficiario: RENATA_CARTEIRA },
      });
      const planoId = plano.bodyAt(201).data.id;
      const endo = { codTuss: '85200166', idDente: 11, faces: undefined };
      const semJustificativa = await postItem(server, ana, planoId, endo);
      expect(semJustificativa.status).toBe(422);
      const glosas = (semJustificativa.body as { glosas: { codigo: string; bloqueante: boolean }[] }).glosas;
      expect(glosas).toContainEqual(expect.objectContaining({ codigo: '1410', bloqueante: false }));
      const itemId = await addItem(server, ana, planoId, endo);
      const naFila = (
        await fila({ beneficiario: RENATA_CARTEIRA, glosaPrevista: true, tamanhoPagina: 100 })
      ).itens.find((row) => row.idProcedimentoItem === itemId);
      expect(naFila?.glosasPrevistas.map((glosa) => glosa.codigo)).toContain('1410');
      expect(naFila?.justificativa).toBe(TEST_JUSTIFICATIVA);
      // The urgency consultation is owed after 24 hours: no carência predicted.
      const urgencia = await postItem(server, ana, planoId, {
        codTuss: '81000049',
        idDente: undefined,
        faces: undefined,
      });
      expect((await itemOf(planoId, urgencia.bodyAt(201).data.idProcedimentoItem)).glosasPrevistas).toEqual(
        [],
      );
    });

    it('should predict 3109 for a code outside the Rol the product does not cover', async () => {
      const plano = await callOperation(server, 'createPlanoTratamento', {
        token: ana,
        body: { matriculaBeneficiario: RAFAEL_CARTEIRA },
      });
      const planoId = plano.bodyAt(201).data.id;
      const validacao = await callOperation(server, 'validatePlanoTratamentoItem', {
        token: ana,
        body: { idPlanoTratamento: planoId, idAudiProcedimento: 1, codTuss: '85400106', idDente: 11 },
      });
      // The id of 85400106 differs from 1: ask the table's.
      const procedimento = await server.db
        .selectFrom('procedimento')
        .select('id')
        .where('tuss', '=', '85400106')
        .executeTakeFirstOrThrow();
      const certa = await callOperation(server, 'validatePlanoTratamentoItem', {
        token: ana,
        body: {
          idPlanoTratamento: planoId,
          idAudiProcedimento: procedimento.id,
          codTuss: '85400106',
          idDente: 11,
        },
      });
      expect(validacao.status).toBe(400);
      expect(certa.bodyAt(200).data.map((glosa) => glosa.codigo)).toContain('3109');
    });
  });

  describe('operations view', () => {
    it('should count the waiting items by band and the answers of the period', async () => {
      const operacoes = (
        await callOperation(server, 'getAuditoriaOperacoes', { token: paulo, query: {} })
      ).bodyAt(200).data;
      const total = (await fila({})).total;
      expect(operacoes.pendentes.total).toBe(total);
      const { atrasado, venceHoje, ate2Dias, noPrazo } = operacoes.pendentes;
      expect(atrasado + venceHoje + ate2Dias + noPrazo).toBe(total);
      expect(atrasado).toBe((await fila({ faixaPrazo: 'atrasado' })).total);
      expect(operacoes.pendentes.emJunta).toBe((await fila({ junta: true })).total);
      expect(operacoes.respostas.total).toBeGreaterThan(0);
      expect(operacoes.respostas.automaticos).toBeGreaterThan(0);
      const { autorizados, autorizadosComAlteracao, negados } = operacoes.respostas;
      expect(autorizados + autorizadosComAlteracao + negados).toBe(operacoes.respostas.total);
      expect(operacoes.respostas.percentualAutomatico).toBe(
        Math.round((operacoes.respostas.automaticos / operacoes.respostas.total) * 1000) / 10,
      );
      expect(operacoes.respostas.medianaHoras).not.toBeNull();
      const vazio = (
        await callOperation(server, 'getAuditoriaOperacoes', {
          token: paulo,
          query: { de: '2020-01-01', ate: '2020-01-31' },
        })
      ).bodyAt(200).data.respostas;
      expect(vazio).toMatchObject({
        total: 0,
        percentualNoPrazo: null,
        percentualAutomatico: null,
        medianaHoras: null,
      });
      const invertido = await callOperation(server, 'getAuditoriaOperacoes', {
        token: paulo,
        query: { de: '2026-02-01', ate: '2026-01-01' },
      });
      expect(invertido.body).toEqual(
        fieldErrorBody('de', 'Informe um período válido: a data inicial não pode ser depois da final.'),
      );
      expect((await callOperation(server, 'getAuditoriaOperacoes', { token: ana, query: {} })).status).toBe(
        403,
      );
    });
  });
});
