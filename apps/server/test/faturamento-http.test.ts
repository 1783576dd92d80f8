import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaEmSaoPaulo, shiftDia } from '../src/ciclo-de-vida/prazos/dias';
import { backends } from './support/database';
import { callOperation, operationUrl } from './support/operations';
import {
  addItem,
  createPlan,
  MARIA_CARTEIRA,
  pngBytes,
  setItemStatus,
  uploadMultipart,
} from './support/planos';
import { demoTokens, errorBody, fieldErrorBody, startTestServer, type TestServer } from './support/server';
import { expectValidTiss, hashOf, recomputedHash, valuesOf } from './support/tiss';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Tratamento endodôntico unirradicular: the rules ask for a final periapical radiograph. */
const ENDO_UNI = '85200166';

describe.each(backends)('billing over HTTP on %s (issue #31)', (backend) => {
  let server: TestServer;
  let ana: string;
  let bruno: string;
  let paulo: string;
  const hoje = diaEmSaoPaulo(new Date());
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { OPERADORA_REGISTRO_ANS: '345678' } });
    ({ ana, bruno, paulo } = await demoTokens(server));
  });
  afterAll(async () => server?.close());

  const itemOf = async (planoId: number, itemId: number) => {
    const itens = (
      await callOperation(server, 'listPlanoTratamentoItens', { token: ana, path: { id: planoId } })
    ).bodyAt(200).data;
    const item = itens.find((candidate) => candidate.idProcedimentoItem === itemId);
    if (!item) throw new Error(`item ${itemId} não está no plano ${planoId}`);
    return item;
  };
  /** An item of a new plan for Maria, authorized by the auditor now (the history dates the authorization). */
  const autorizado = async (item: Parameters<typeof addItem>[3] = {}) => {
    const planoId = await createPlan(server, ana);
    const itemId = await addItem(server, ana, planoId, item);
    (
      await callOperation(server, 'decideAuditoriaItem', {
        token: paulo,
        path: { id: itemId },
        body: { decisao: 'autorizar' },
      })
    ).bodyAt(200);
    return { planoId, itemId };
  };
  const realizar = (ids: number[], dataRealizacao?: string) =>
    callOperation(server, 'addItensToFechamento', {
      token: ana,
      body: { idsProcedimentoItem: ids, ...(dataRealizacao ? { dataRealizacao } : {}) },
    });
  const loteAbertoDaAna = async () => {
    const lotes = (await callOperation(server, 'listLotes', { token: ana })).bodyAt(200).data;
    return lotes.find((lote) => lote.status === 'Aberto');
  };
  const raw = async (
    operation: 'getLoteTiss' | 'getLoteDemonstrativoTiss' | 'getLoteDemonstrativoPdf',
    id: number,
    token: string,
  ) => {
    const response = await fetch(`${server.baseUrl}${operationUrl(operation, { path: { id } })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const tipoDeImagem = async (descricao: string) =>
    (
      await server.db
        .selectFrom('imagemTipo')
        .select('id')
        .where('descricao', '=', descricao)
        .executeTakeFirstOrThrow()
    ).id;

  it("should show the demo's month made by the flow: a paid batch with its statement, one in analysis, valid TISS", async () => {
    const lotes = (await callOperation(server, 'listLotes', { token: ana })).bodyAt(200).data;
    const pago = lotes.find((lote) => lote.status === 'Pago');
    expect(pago).toMatchObject({
      quantidadeGuias: 1,
      quantidadeItens: 2,
      quantidadeAnalisados: 2,
      valorGlosado: 45,
    });
    expect(pago?.protocolo).toMatch(/^\d{12}$/);
    expect(pago?.passos.map((passo) => passo.status)).toEqual([
      'Aberto',
      'Enviado',
      'Em análise',
      'Analisado',
      'Pago',
    ]);
    // Released = informed - glosado, on the batch and on its statement.
    expect(pago?.valorLiberado).toBeCloseTo((pago?.valorInformado ?? 0) - 45, 2);
    expect(pago?.demonstrativo).toMatchObject({
      numeroDemonstrativo: `DP${pago?.numeroLote}`,
      formaPagamento: 'pix',
      valorInformado: pago?.valorInformado,
      valorGlosado: 45,
      valorLiberado: pago?.valorLiberado,
    });
    const lote = await raw('getLoteTiss', pago?.idLote ?? 0, ana);
    await expectValidTiss(lote.bytes);
    expect(valuesOf(lote.bytes, 'tipoTransacao')).toEqual(['ENVIO_LOTE_GUIAS']);
    const demonstrativo = await raw('getLoteDemonstrativoTiss', pago?.idLote ?? 0, ana);
    expect(demonstrativo.status).toBe(200);
    expect(demonstrativo.headers.get('content-disposition')).toBe(
      `attachment; filename="DEMONSTRATIVO-${pago?.numeroLote}.xml"`,
    );
    await expectValidTiss(demonstrativo.bytes);
    expect(valuesOf(demonstrativo.bytes, 'tipoTransacao')).toEqual(['DEMONSTRATIVO_ODONTOLOGIA']);
    expect(valuesOf(demonstrativo.bytes, 'codigosGlosa')).toEqual(['3030']);
    expect(valuesOf(demonstrativo.bytes, 'valorLiberadoPorDemonstrativo')).toEqual([
      (pago?.valorLiberado ?? 0).toFixed(2),
    ]);
    expect(hashOf(demonstrativo.bytes)).toBe(recomputedHash(demonstrativo.bytes));

    const emAnalise = lotes.find((candidate) => candidate.status === 'Em análise');
    expect(emAnalise).toMatchObject({ quantidadeItens: 3, quantidadeAnalisados: 2, demonstrativo: null });
    expect((await raw('getLoteDemonstrativoTiss', emAnalise?.idLote ?? 0, ana)).status).toBe(409);
    // Each step of the paid batch told the dentist.
    const avisos = (await callOperation(server, 'listNotificacoes', { token: ana })).bodyAt(200).data.itens;
    expect(avisos.filter((aviso) => aviso.idLote === pago?.idLote).map((aviso) => aviso.titulo)).toEqual([
      `Lote ${pago?.numeroLote} pago`,
      `Lote ${pago?.numeroLote} analisado`,
      `Lote ${pago?.numeroLote} em análise pela operadora`,
      `Lote ${pago?.numeroLote} recebido pela operadora`,
    ]);
  });

  it('should validate every demo batch and statement of both dentists against the ANS schema', async () => {
    let statements = 0;
    for (const token of [ana, bruno]) {
      const lotes = (await callOperation(server, 'listLotes', { token })).bodyAt(200).data;
      for (const lote of lotes.filter((candidate) => candidate.status !== 'Aberto')) {
        await expectValidTiss((await raw('getLoteTiss', lote.idLote, token)).bytes);
        if (lote.demonstrativo) {
          await expectValidTiss((await raw('getLoteDemonstrativoTiss', lote.idLote, token)).bytes);
          statements += 1;
        }
      }
    }
    expect(statements).toBe(2);
  });

  it("should price items by the table for the beneficiary's product and take the co-participation from it", async () => {
    // The client's co-participation is not trusted: Maria's product (Odonto Plus) says 20%.
    const created = await callOperation(server, 'createPlanoTratamento', {
      token: ana,
      body: {
        matriculaBeneficiario: MARIA_CARTEIRA,
        temCooparticipacao: true,
        percentualCooparticipacao: 50,
      },
    });
    const planoId = created.bodyAt(201).data.id;
    const itemId = await addItem(server, ana, planoId);
    // Restauração em resina fotopolimerizável 2 faces: R$ 150,00 in tabela-de-precos.csv.
    expect((await itemOf(planoId, itemId)).valores).toEqual({
      valor: 150,
      coparticipacao: 30,
      valorOperadora: 120,
    });
    const plano = (
      await callOperation(server, 'getPlanoTratamento', { token: ana, path: { id: planoId } })
    ).bodyAt(200).data;
    expect(plano?.valores).toEqual({
      valor: 150,
      coparticipacao: 30,
      valorOperadora: 120,
      percentualCoparticipacao: 20,
    });
    const item = await itemOf(planoId, itemId);
    expect(item.realizacao).toBeNull();
    expect(item.documentacaoFinal).toBeNull();
  });

  it('should refuse a performance day in the future, before the authorization or after the plan, changing nothing', async () => {
    const { planoId, itemId } = await autorizado();
    const amanha = shiftDia(hoje, 1);
    expect((await realizar([itemId], amanha)).body).toEqual(
      fieldErrorBody('dataRealizacao', 'A data de realização não pode ser no futuro.'),
    );
    const ontem = shiftDia(hoje, -1);
    const [dia, mes, ano] = [hoje.slice(8), hoje.slice(5, 7), hoje.slice(0, 4)];
    expect((await realizar([itemId], ontem)).body).toEqual(
      fieldErrorBody(
        'dataRealizacao',
        `A data de realização não pode ser anterior à autorização de Restauração em resina fotopolimerizável 2 faces (${dia}/${mes}/${ano}).`,
      ),
    );
    // Another plan, lapsed five days ago, its item authorized before (set here without a history row).
    const lapsed = await createPlan(server, ana);
    const lapsedItem = await addItem(server, ana, lapsed);
    await setItemStatus(server, lapsedItem, 'Autorizado');
    await server.db
      .updateTable('planoTratamento')
      .set({ validoAte: new Date(Date.now() - 5 * DAY_MS) })
      .where('id', '=', lapsed)
      .execute();
    const validade = diaEmSaoPaulo(new Date(Date.now() - 5 * DAY_MS));
    expect((await realizar([lapsedItem], shiftDia(hoje, -2))).body).toEqual(
      fieldErrorBody(
        'dataRealizacao',
        `A data de realização deve estar dentro da validade do plano (até ${validade.slice(8)}/${validade.slice(5, 7)}/${validade.slice(0, 4)}).`,
      ),
    );
    const item = await itemOf(planoId, itemId);
    expect(item.audiStatus).toBe('Autorizado');
    expect(item.realizacao).toBeNull();
    expect((await itemOf(lapsed, lapsedItem)).audiStatus).toBe('Autorizado');
    // Within the plan's validity it goes.
    const dentro = shiftDia(validade, -1);
    const done = (await realizar([lapsedItem], dentro)).bodyAt(200);
    expect(done.data.itens[0]?.realizacao?.dataRealizacao).toBe(dentro);
  });

  it("should record the performance: 'Realizado' on that day, in the open batch and in the history", async () => {
    const { planoId, itemId } = await autorizado();
    const response = (await realizar([itemId])).bodyAt(200);
    const item = await itemOf(planoId, itemId);
    expect(item.audiStatus).toBe('Realizado');
    const aberto = await loteAbertoDaAna();
    expect(item.realizacao).toMatchObject({
      dataRealizacao: hoje,
      idLote: aberto?.idLote,
      numeroLote: String(aberto?.idLote).padStart(6, '0'),
    });
    expect(response.data.idFechamento).toBe(aberto?.idLote);
    const historico = (
      await callOperation(server, 'listPlanoTratamentoHistorico', { token: ana, path: { id: planoId } })
    ).bodyAt(200).data;
    expect(historico.filter((row) => row.idProcedimentoItem === itemId).map((row) => row.para)).toContain(
      'Realizado',
    );
  });

  it('should hold the batch until the final radiograph of an endodontic treatment is sent with the item', async () => {
    const { planoId, itemId } = await autorizado({ codTuss: ENDO_UNI, idDente: 11, faces: null });
    (await realizar([itemId])).bodyAt(200);
    const periapical = await tipoDeImagem('Radiografia periapical');
    expect((await itemOf(planoId, itemId)).documentacaoFinal).toEqual({
      idImagemTipo: periapical,
      tipo: 'Radiografia periapical',
      idImagem: null,
    });
    const aberto = await loteAbertoDaAna();
    const lote = (
      await callOperation(server, 'getLote', { token: ana, path: { id: aberto?.idLote ?? 0 } })
    ).bodyAt(200).data;
    const pendencia =
      'Tratamento endodôntico unirradicular - dente 11: falta a documentação final (Radiografia periapical).';
    expect(lote.pendencias).toContainEqual({
      idProcedimentoItem: itemId,
      idPlanoTratamento: planoId,
      mensagem: pendencia,
    });
    const refused = await callOperation(server, 'sendLote', {
      token: ana,
      path: { id: aberto?.idLote ?? 0 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, errors: [pendencia] });
    expect((await loteAbertoDaAna())?.status).toBe('Aberto');

    const foto = await tipoDeImagem('Fotografia intraoral');
    const wrongType = await uploadMultipart(
      server,
      ana,
      planoId,
      { name: 'final.png', bytes: pngBytes() },
      {
        idImagemTipo: String(foto),
        idProcedimentoItem: itemId,
      },
    );
    expect(wrongType.body).toEqual(
      fieldErrorBody(
        'IdImagemTipo',
        'A documentação final deste procedimento é: Radiografia periapical.',
        'Não foi possível criar o item do plano de tratamento por falta de informações.',
      ),
    );
    const sent = await uploadMultipart(
      server,
      ana,
      planoId,
      { name: 'periapical-final-11.png', bytes: pngBytes() },
      {
        idImagemTipo: String(periapical),
        idProcedimentoItem: itemId,
      },
    );
    const idImagem = sent.bodyAt(201).data.idImagem;
    expect((await itemOf(planoId, itemId)).documentacaoFinal?.idImagem).toBe(idImagem);
    const plano = (
      await callOperation(server, 'getPlanoTratamento', { token: ana, path: { id: planoId } })
    ).bodyAt(200).data;
    expect(plano?.imagens.find((imagem) => imagem.idImagem === idImagem)?.idProcedimentoItem).toBe(itemId);
    const semPendencia = (
      await callOperation(server, 'getLote', { token: ana, path: { id: aberto?.idLote ?? 0 } })
    ).bodyAt(200).data;
    expect(semPendencia.pendencias).toEqual([]);
  });

  it('should refuse a final documentation for an item not performed or that asks for none', async () => {
    const { planoId, itemId } = await autorizado({ codTuss: ENDO_UNI, idDente: 21, faces: null });
    const periapical = String(await tipoDeImagem('Radiografia periapical'));
    const notPerformed = await uploadMultipart(
      server,
      ana,
      planoId,
      { name: 'a.png', bytes: pngBytes() },
      {
        idImagemTipo: periapical,
        idProcedimentoItem: itemId,
      },
    );
    expect(notPerformed.status).toBe(400);
    expect(notPerformed.body).toMatchObject({
      'invalid-params': [
        {
          name: 'IdProcedimentoItem',
          reason: 'A documentação final é enviada depois que o procedimento é registrado como realizado.',
        },
      ],
    });
    const other = await autorizado();
    (await realizar([other.itemId])).bodyAt(200);
    const nonePlease = await uploadMultipart(
      server,
      ana,
      other.planoId,
      { name: 'a.png', bytes: pngBytes() },
      {
        idImagemTipo: periapical,
        idProcedimentoItem: other.itemId,
      },
    );
    expect(nonePlease.status).toBe(400);
    // Another plan's item is not this plan's.
    const elsewhere = await uploadMultipart(
      server,
      ana,
      planoId,
      { name: 'a.png', bytes: pngBytes() },
      {
        idImagemTipo: periapical,
        idProcedimentoItem: other.itemId,
      },
    );
    expect(elsewhere.status).toBe(400);
  });

  it('should send the open batch as a valid TISS loteGuias with a protocol, and never change it after', async () => {
    const aberto = await loteAbertoDaAna();
    const id = aberto?.idLote ?? 0;
    const antes = (await callOperation(server, 'getLote', { token: ana, path: { id } })).bodyAt(200).data;
    expect(antes.pendencias).toEqual([]);
    expect(antes.quantidadeItens).toBeGreaterThan(0);
    // Opening the batch showed its guides' beneficiaries: one access-trail row per guide.
    const trilha = await server.db
      .selectFrom('acessoBeneficiario')
      .select(['planoId', 'numeroCarteira'])
      .where('operacao', '=', 'consulta_lote')
      .where(
        'planoId',
        'in',
        antes.guias.map((guia) => guia.idPlanoTratamento),
      )
      .execute();
    for (const guia of antes.guias) {
      expect(trilha).toContainEqual({ planoId: guia.idPlanoTratamento, numeroCarteira: guia.ba3MatAnt });
    }
    const somaDasGuias = antes.guias.reduce((total, guia) => total + guia.valorInformado, 0);
    expect(antes.valorInformado).toBeCloseTo(somaDasGuias, 2);

    const response = (await callOperation(server, 'sendLote', { token: ana, path: { id } })).bodyAt(200);
    const lote = response.data;
    expect(lote.status).toBe('Enviado');
    expect(lote.protocolo).toMatch(/^\d{6}\d{6}$/);
    expect(response.message).toBe(`Lote ${lote.numeroLote} enviado. Protocolo ${lote.protocolo}.`);
    expect(lote.passos.map((passo) => passo.status)).toEqual(['Aberto', 'Enviado']);

    const xml = await raw('getLoteTiss', id, ana);
    expect(xml.headers.get('content-disposition')).toBe(`attachment; filename="LOTE-${lote.numeroLote}.xml"`);
    expect(xml.headers.get('cache-control')).toBe('no-store');
    await expectValidTiss(xml.bytes);
    expect(hashOf(xml.bytes)).toBe(recomputedHash(xml.bytes));
    expect(hashOf(xml.bytes)).toBe(lote.hash);
    expect(valuesOf(xml.bytes, 'numeroLote')).toEqual([lote.numeroLote]);
    // Every procedure of the batch with its performance day.
    const dias = lote.guias.flatMap((guia) => guia.itens.map((item) => item.realizacao?.dataRealizacao));
    expect(valuesOf(xml.bytes, 'dataRealizacao').sort()).toEqual([...dias].sort());

    const again = await callOperation(server, 'sendLote', { token: ana, path: { id } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorBody('Este lote já foi enviado à operadora e não pode mudar.'));
    const avisos = (await callOperation(server, 'listNotificacoes', { token: ana })).bodyAt(200).data.itens;
    expect(avisos[0]).toMatchObject({
      idLote: id,
      idPlanoTratamento: null,
      titulo: `Lote ${lote.numeroLote} recebido pela operadora`,
    });

    // Evidence: the database itself refuses to rewrite the message or what an item was billed with.
    await expect(
      server.db.updateTable('fechamento').set({ hash: 'x' }).where('id', '=', id).execute(),
    ).rejects.toThrow();
    const itemId = lote.guias[0]?.itens[0]?.idProcedimentoItem ?? 0;
    await expect(
      server.db
        .updateTable('planoTratamentoItem')
        .set({ valorUsoCentavos: 1 })
        .where('id', '=', itemId)
        .execute(),
    ).rejects.toThrow();

    // The next performance opens a new batch.
    const { itemId: next } = await autorizado();
    const novo = (await realizar([next])).bodyAt(200).data.idFechamento;
    expect(novo).not.toBe(id);
    expect((await loteAbertoDaAna())?.idLote).toBe(novo);
  });

  it("should answer another dentist's batch as missing, and refuse an open batch's XML and an empty batch", async () => {
    const aberto = await loteAbertoDaAna();
    const id = aberto?.idLote ?? 0;
    for (const response of [
      await callOperation(server, 'getLote', { token: bruno, path: { id } }),
      await callOperation(server, 'sendLote', { token: bruno, path: { id } }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(errorBody('Lote de faturamento não encontrado.'));
    }
    expect((await raw('getLoteTiss', id, bruno)).status).toBe(404);
    const open = await raw('getLoteTiss', id, ana);
    expect(open.status).toBe(409);
    expect(JSON.parse(open.bytes.toString('utf8')).message).toBe(
      'Este lote ainda não foi enviado à operadora.',
    );
    // Bruno's open batch, emptied for the test (the demo put this month's performed items in it).
    const doBruno = (await callOperation(server, 'listLotes', { token: bruno })).bodyAt(200).data;
    const vazio = doBruno.find((lote) => lote.status === 'Aberto')?.idLote ?? 0;
    const itens = await server.db
      .updateTable('planoTratamentoItem')
      .set({ fechamentoId: null })
      .where('fechamentoId', '=', vazio)
      .returning('id')
      .execute();
    const empty = await callOperation(server, 'sendLote', { token: bruno, path: { id: vazio } });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual(
      errorBody('O lote está vazio: registre a realização de procedimentos antes de enviá-lo.'),
    );
    expect(itens.length).toBeGreaterThan(0);
    await server.db
      .updateTable('planoTratamentoItem')
      .set({ fechamentoId: vazio })
      .where(
        'id',
        'in',
        itens.map((item) => item.id),
      )
      .execute();
  });
});
