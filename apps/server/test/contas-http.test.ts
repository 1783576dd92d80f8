import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaEmSaoPaulo, shiftDia } from '../src/ciclo-de-vida/prazos/dias';
import { backends } from './support/database';
import { loteEnviado as enviarLote } from './support/faturamento';
import { lerPdf } from './support/guias-impressao';
import { callOperation, operationUrl } from './support/operations';
import { demoTokens, errorBody, fieldErrorBody, startTestServer, type TestServer } from './support/server';
import { expectValidTiss, hashOf, recomputedHash, valuesOf } from './support/tiss';

describe.each(backends)("the operator's account analysis over HTTP on %s (issue #31)", (backend) => {
  let server: TestServer;
  let ana: string;
  let paulo: string;
  const hoje = diaEmSaoPaulo(new Date());
  beforeAll(async () => {
    server = await startTestServer({ backend });
    ({ ana, paulo } = await demoTokens(server));
  });
  afterAll(async () => server?.close());

  const contaDe = async (id: number) =>
    (await callOperation(server, 'getAuditoriaConta', { token: paulo, path: { id } })).bodyAt(200).data;
  const analisar = (
    itemId: number,
    body: Parameters<typeof callOperation<'analyseAuditoriaContaItem'>>[2]['body'],
  ) => callOperation(server, 'analyseAuditoriaContaItem', { token: paulo, path: { id: itemId }, body });
  const download = async (operation: 'getLoteDemonstrativoTiss' | 'getLoteDemonstrativoPdf', id: number) => {
    const response = await fetch(`${server.baseUrl}${operationUrl(operation, { path: { id } })}`, {
      headers: { authorization: `Bearer ${ana}` },
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const loteEnviado = () => enviarLote(server, ana, paulo);

  it('should queue the batches waiting on the operator, oldest first, and filter by step', async () => {
    const fila = (await callOperation(server, 'listAuditoriaContas', { token: paulo })).bodyAt(200);
    expect(fila.data.length).toBeGreaterThan(0);
    for (const conta of fila.data)
      expect(['Enviado', 'Em análise', 'Analisado']).toContain(conta.lote.status);
    const enviados = fila.data.map(
      (conta) => conta.lote.passos.find((passo) => passo.status === 'Enviado')?.em ?? '',
    );
    expect(enviados).toEqual([...enviados].sort());
    expect(fila.data.map((conta) => conta.dentista.cro)).toContain('12345');
    const pagos = (
      await callOperation(server, 'listAuditoriaContas', { token: paulo, query: { status: 'Pago' } })
    ).bodyAt(200);
    expect(pagos.data.length).toBe(2);
    expect(pagos.paginacao.total).toBe(2);
    for (const conta of pagos.data) expect(conta.lote.demonstrativo).not.toBeNull();
    // A dentist is no auditor.
    expect((await callOperation(server, 'listAuditoriaContas', { token: ana })).status).toBe(403);
  });

  it('should refuse an analysis without what its decision needs, or with a code of another phase, storing nothing', async () => {
    const fila = (await callOperation(server, 'listAuditoriaContas', { token: paulo })).bodyAt(200);
    const daAna = fila.data.find(
      (conta) => conta.dentista.cro === '12345' && conta.lote.status === 'Em análise',
    );
    const conta = await contaDe(daAna?.lote.idLote ?? 0);
    const pendente = conta.lote.guias
      .flatMap((guia) => guia.itens)
      .find((item) => item.realizacao?.analise === null);
    if (!pendente) throw new Error('a conta da demonstração não tem item a analisar');
    // The endodontics waits with its final radiograph.
    expect(pendente.codTuss).toBe('85200158');
    expect(pendente.documentacaoFinal?.idImagem).not.toBeNull();
    const informado = pendente.valores.valor;
    const recusas: [Parameters<typeof analisar>[1], number, unknown][] = [
      [
        { decisao: 'pagar', codigoGlosa: '3067' },
        400,
        fieldErrorBody(
          'codigoGlosa',
          'Ao pagar o item não se informa glosa: tire o código, o valor e a nota.',
        ),
      ],
      [
        { decisao: 'glosarTudo', observacao: 'Sem radiografia final.' },
        400,
        fieldErrorBody('codigoGlosa', 'Informe o código da glosa (Tabela 38, fase de faturamento).'),
      ],
      [
        { decisao: 'glosarTudo', codigoGlosa: '3067' },
        400,
        fieldErrorBody('observacao', 'Escreva a nota da glosa: o dentista lê por que o valor foi glosado.'),
      ],
      [
        { decisao: 'glosarTudo', codigoGlosa: '3056', observacao: 'Faces a mais.' },
        422,
        fieldErrorBody(
          'codigoGlosa',
          'O código 3056 não serve para glosar uma conta (não é da fase de faturamento).',
          'A análise não foi registrada.',
        ),
      ],
      [
        {
          decisao: 'glosarParte',
          valorGlosado: informado,
          codigoGlosa: '3068',
          observacao: 'Sem dissociação.',
        },
        400,
        fieldErrorBody(
          'valorGlosado',
          `O valor glosado deve ser maior que zero e menor que o informado (${new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(informado).replace(/\u00a0/g, ' ')}).`,
        ),
      ],
    ];
    for (const [body, status, expected] of recusas) {
      const answer = await analisar(pendente.idProcedimentoItem, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toEqual(expected);
    }
    const depois = await contaDe(conta.lote.idLote);
    expect(depois.lote.quantidadeAnalisados).toBe(conta.lote.quantidadeAnalisados);
    expect(depois.lote.status).toBe('Em análise');
  });

  it('should glosa the last item with 3067, close the analysis and tell the dentist; an analysis never changes', async () => {
    const fila = (await callOperation(server, 'listAuditoriaContas', { token: paulo })).bodyAt(200);
    const daAna = fila.data.find(
      (conta) => conta.dentista.cro === '12345' && conta.lote.status === 'Em análise',
    );
    const loteId = daAna?.lote.idLote ?? 0;
    const pendente = (await contaDe(loteId)).lote.guias
      .flatMap((guia) => guia.itens)
      .find((item) => item.realizacao?.analise === null);
    const itemId = pendente?.idProcedimentoItem ?? 0;
    const nota = 'A periapical final não dissocia as raízes mesial e distal do 36.';
    const answer = await analisar(itemId, { decisao: 'glosarTudo', codigoGlosa: '3067', observacao: nota });
    const body = answer.bodyAt(200);
    expect(body.message).toBe('Glosa total registrada: Tratamento endodôntico multirradicular - dente 36.');
    expect(body.data.lote.status).toBe('Analisado');
    expect(body.data.lote.passos.map((passo) => passo.status)).toEqual([
      'Aberto',
      'Enviado',
      'Em análise',
      'Analisado',
    ]);
    const analisado = body.data.lote.guias
      .flatMap((guia) => guia.itens)
      .find((item) => item.idProcedimentoItem === itemId);
    expect(analisado?.realizacao?.analise).toMatchObject({
      decisao: 'glosarTudo',
      valorInformado: pendente?.valores.valor,
      valorGlosado: pendente?.valores.valor,
      valorLiberado: 0,
      codigoGlosa: '3067',
      descricaoGlosa: 'RADIOGRAFIA FINAL NÃO ENVIADA',
      observacao: nota,
    });
    // Released = informed - glosado, per batch.
    expect(body.data.lote.valorLiberado).toBeCloseTo(
      body.data.lote.valorInformado - body.data.lote.valorGlosado,
      2,
    );
    const avisos = (await callOperation(server, 'listNotificacoes', { token: ana })).bodyAt(200).data.itens;
    expect(avisos[0]).toMatchObject({
      idLote: loteId,
      titulo: `Lote ${body.data.lote.numeroLote} analisado`,
    });
    // The dentist sees the glosa on Glosas, with its patient, item, batch and guide.
    const glosas = (
      await callOperation(server, 'listGlosas', { token: ana, query: { busca: '3067', idLote: loteId } })
    ).bodyAt(200);
    expect(glosas.data).toHaveLength(1);
    expect(glosas.data[0]).toMatchObject({
      idProcedimentoItem: itemId,
      idLote: loteId,
      procedureCode: '85200158',
      local: 'Dente 36',
      tipo: 'total',
      codigoGlosa: '3067',
      status: 'nao_recorrida',
      temDemonstrativo: false,
      reason: `3067 – RADIOGRAFIA FINAL NÃO ENVIADA. ${nota}`,
    });
    // Written once: again is a conflict, and the database refuses a rewrite.
    expect((await analisar(itemId, { decisao: 'pagar' })).status).toBe(409);
    await expect(
      sql`update analise_conta_item set valor_glosado_centavos = 0 where plano_tratamento_item_id = ${itemId}`.execute(
        server.db,
      ),
    ).rejects.toThrow(/não muda/);
  });

  it('should pay an analysed batch with the TISS statement (XML valid, PDF) and refuse what is not payable', async () => {
    const { loteId, itemId } = await loteEnviado();
    const pagar = (dataPagamento: string, formaPagamento: 'pix' | 'bank_transfer' = 'bank_transfer') =>
      callOperation(server, 'payAuditoriaConta', {
        token: paulo,
        path: { id: loteId },
        body: { dataPagamento, formaPagamento },
      });
    expect((await pagar(hoje)).body).toEqual(errorBody('Só um lote analisado pode ser pago.'));
    const conta = await contaDe(loteId);
    for (const item of conta.lote.guias.flatMap((guia) => guia.itens)) {
      const body =
        item.idProcedimentoItem === itemId
          ? {
              decisao: 'glosarParte' as const,
              valorGlosado: 30,
              codigoGlosa: '3082',
              observacao: 'Excesso na mesial.',
            }
          : { decisao: 'pagar' as const };
      (await analisar(item.idProcedimentoItem, body)).bodyAt(200);
    }
    expect((await pagar(shiftDia(hoje, 1))).body).toEqual(
      fieldErrorBody('dataPagamento', 'A data do pagamento não pode ser no futuro.'),
    );
    expect((await pagar(shiftDia(hoje, -1))).status).toBe(400);
    expect((await download('getLoteDemonstrativoTiss', loteId)).status).toBe(409);

    const pago = (await pagar(hoje)).bodyAt(200);
    expect(pago.data.lote.status).toBe('Pago');
    const demonstrativo = pago.data.lote.demonstrativo;
    expect(demonstrativo).toMatchObject({
      dataPagamento: hoje,
      formaPagamento: 'bank_transfer',
      valorGlosado: 30,
    });
    expect(pago.message).toBe(
      `Lote ${pago.data.lote.numeroLote} pago. Demonstrativo ${demonstrativo?.numeroDemonstrativo} emitido.`,
    );
    expect((await pagar(hoje)).status).toBe(409);

    const xml = await download('getLoteDemonstrativoTiss', loteId);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('cache-control')).toBe('no-store');
    await expectValidTiss(xml.bytes);
    expect(hashOf(xml.bytes)).toBe(demonstrativo?.hash);
    expect(hashOf(xml.bytes)).toBe(recomputedHash(xml.bytes));
    expect(valuesOf(xml.bytes, 'numeroProtocolo')).toEqual([pago.data.lote.protocolo]);
    expect(valuesOf(xml.bytes, 'dataPagamento')).toEqual([hoje]);
    expect(valuesOf(xml.bytes, 'valorTotalGlosaPorProtocolo')).toEqual(['30.00']);
    expect(valuesOf(xml.bytes, 'valorRecebidoDemonstrativo')).toEqual([
      (demonstrativo?.valorLiberado ?? 0).toFixed(2),
    ]);
    expect(valuesOf(xml.bytes, 'observacao').at(-1)).toContain('transferência bancária');

    const pdf = await download('getLoteDemonstrativoPdf', loteId);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="DEMONSTRATIVO-${pago.data.lote.numeroLote}.pdf"`,
    );
    const texto = (await lerPdf(pdf.bytes)).paginas.join(' ');
    expect(texto).toContain(`Demonstrativo: ${demonstrativo?.numeroDemonstrativo}`);
    expect(texto).toContain('Transferência bancária');
    expect(texto).toContain('Glosa 3082');
    // The card number as every screen shows it (formatCardNumber, 4.4.6-2.1), never as 17 bare digits.
    expect(texto).toMatch(/carteira \d{4}\.\d{4}\.\d{6}-\d{2}\.\d\b/);
    expect(texto).not.toMatch(/carteira \d{17}/);
    expect(texto).toContain(
      `Valor liberado (informado - glosado): ${new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(demonstrativo?.valorLiberado ?? 0).replace(/\u00a0/g, ' ')}`,
    );
    await expect(
      sql`delete from demonstrativo_pagamento where fechamento_id = ${loteId}`.execute(server.db),
    ).rejects.toThrow(/não muda/);

    // Financeiro reads the same batch, and the dashboard the same records.
    const financeiro = (
      await callOperation(server, 'listFinanceiro', {
        token: ana,
        query: { metodoPagamento: 'bank_transfer' },
      })
    ).bodyAt(200);
    expect(financeiro.data.map((registro) => registro.idLote)).toEqual([loteId]);
    expect(financeiro.data[0]).toMatchObject({
      status: 'completed',
      loteStatus: 'Pago',
      paymentDate: hoje,
      amount: demonstrativo?.valorLiberado,
      numeroDemonstrativo: demonstrativo?.numeroDemonstrativo,
    });
    const todos = (await callOperation(server, 'listFinanceiro', { token: ana })).bodyAt(200);
    const painel = (await callOperation(server, 'getDashboard', { token: ana })).bodyAt(200).data.financeiro;
    expect(painel.aReceber).toBe(todos.resumo.pendente);
    expect(painel.recebidoUltimos30Dias).toBeGreaterThanOrEqual(demonstrativo?.valorLiberado ?? 0);
  });

  it("should answer a dentist's statement of another dentist's batch as missing", async () => {
    const { bruno } = await demoTokens(server);
    const pagoDaAna = (await callOperation(server, 'listLotes', { token: ana }))
      .bodyAt(200)
      .data.find((lote) => lote.status === 'Pago');
    const response = await fetch(
      `${server.baseUrl}${operationUrl('getLoteDemonstrativoPdf', { path: { id: pagoDaAna?.idLote ?? 0 } })}`,
      { headers: { authorization: `Bearer ${bruno}` } },
    );
    expect(response.status).toBe(404);
  });
});
