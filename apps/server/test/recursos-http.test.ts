import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaEmSaoPaulo } from '../src/ciclo-de-vida/prazos/dias';
import type { DentistOperations } from '../src/contract';
import { backends } from './support/database';
import { loteEnviado } from './support/faturamento';
import { lerPdf } from './support/guias-impressao';
import { callOperation, operationResponse, operationUrl } from './support/operations';
import { createPlan, pngBytes, uploadMultipart } from './support/planos';
import { demoTokens, errorBody, fieldErrorBody, startTestServer, type TestServer } from './support/server';
import { expectValidTiss, valuesOf } from './support/tiss';

// Issue #32 over HTTP against a real database: the dentist appeals a glosa with its justification and file, the
// operator answers it, the accepted amount is a credit of the next statement. Refusals store nothing.
describe.each(backends)('the glosa appeal over HTTP on %s (issue #32)', (backend) => {
  let server: TestServer;
  let ana: string;
  let bruno: string;
  let paulo: string;
  const hoje = diaEmSaoPaulo(new Date());
  beforeAll(async () => {
    server = await startTestServer({ backend });
    ({ ana, bruno, paulo } = await demoTokens(server));
  });
  afterAll(async () => server?.close());

  const glosasDe = async (token: string) =>
    (await callOperation(server, 'listGlosas', { token, query: { tamanhoPagina: 50 } })).bodyAt(200).data;
  const recorrer = (token: string, body: Parameters<typeof callOperation<'createRecursoGlosa'>>[2]['body']) =>
    callOperation(server, 'createRecursoGlosa', { token, body });
  const responder = (
    id: number,
    body: Parameters<typeof callOperation<'answerAuditoriaRecurso'>>[2]['body'],
  ) => callOperation(server, 'answerAuditoriaRecurso', { token: paulo, path: { id }, body });
  const contagem = async () => {
    const { rows } = await sql<{
      recursos: number;
      itens: number;
      arquivos: number;
      respostas: number;
    }>`select
        (select count(*)::int from recurso_glosa) as recursos,
        (select count(*)::int from recurso_glosa_item) as itens,
        (select count(*)::int from recurso_glosa_arquivo) as arquivos,
        (select count(*)::int from resposta_recurso_item) as respostas`.execute(server.db);
    return rows[0];
  };
  const xml = async (
    operation: 'getRecursoGlosaTiss' | 'getRecursoGlosaRespostaTiss',
    id: number,
    token = ana,
  ) => {
    const response = await fetch(`${server.baseUrl}${operationUrl(operation, { path: { id } })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('should validate every appeal and answer of the demo against the ANS XSD, with the hash they were kept with', async () => {
    const { rows } = await sql<{ hash: string; mensagem: Uint8Array; tipo: string }>`
      select hash, mensagem, 'RECURSO_GLOSA' as tipo from recurso_glosa
      union all select hash, mensagem, 'RESPOSTA_RECURSO_GLOSA' from resposta_recurso_glosa`.execute(
      server.db,
    );
    // Four rounds sent (Ana's panoramic twice, Bruno's resin and panoramic), three answered.
    expect(rows.map((row) => row.tipo).sort()).toEqual(
      [...Array(3).fill('RESPOSTA_RECURSO_GLOSA'), ...Array(4).fill('RECURSO_GLOSA')].sort(),
    );
    for (const row of rows) {
      const bytes = Buffer.from(row.mensagem);
      await expectValidTiss(bytes);
      expect(valuesOf(bytes, 'tipoTransacao')).toEqual([row.tipo]);
      expect(valuesOf(bytes, 'hash')).toEqual([row.hash]);
    }
  });

  /** Dra. Ana's endodontics of the demo batch in analysis, glosada now with 3067 by Dr. Paulo. */
  let endo: Awaited<ReturnType<typeof glosasDe>>[number];
  it('should make a fresh 3067 glosa appealable for 30 days from the analysis', async () => {
    const fila = (await callOperation(server, 'listAuditoriaContas', { token: paulo })).bodyAt(200);
    const conta = fila.data.find(
      (cada) => cada.dentista.cro === '12345' && cada.lote.status === 'Em análise',
    );
    const conteudo = (
      await callOperation(server, 'getAuditoriaConta', {
        token: paulo,
        path: { id: conta?.lote.idLote ?? 0 },
      })
    ).bodyAt(200).data;
    const pendente = conteudo.lote.guias
      .flatMap((guia) => guia.itens)
      .find((item) => item.realizacao?.analise === null);
    (
      await callOperation(server, 'analyseAuditoriaContaItem', {
        token: paulo,
        path: { id: pendente?.idProcedimentoItem ?? 0 },
        body: {
          decisao: 'glosarTudo',
          codigoGlosa: '3067',
          observacao: 'A periapical enviada não mostra a obturação das raízes mesial e distal do 36.',
        },
      })
    ).bodyAt(200);
    const glosa = (await glosasDe(ana)).find((cada) => cada.codigoGlosa === '3067');
    if (!glosa) throw new Error('the 3067 glosa is missing');
    endo = glosa;
    expect(endo.status).toBe('nao_recorrida');
    expect(endo.recurso).toMatchObject({
      permitido: true,
      diasRestantes: 30,
      proximaRodada: 1,
      motivo: null,
    });
    expect(endo.recursos).toEqual([]);
  });

  it('should refuse what cannot be appealed with a pt-BR message and store nothing', async () => {
    const antes = await contagem();
    const daAna = await glosasDe(ana);
    const resina = daAna.find((glosa) => glosa.codigoGlosa === '3030');
    const panoramica = daAna.find((glosa) => glosa.codigoGlosa === '3015');
    const doBruno = (await glosasDe(bruno))[0];
    const outroPlano = await createPlan(server, ana);
    const arquivo = (
      await uploadMultipart(server, ana, outroPlano, { name: 'outra.png', bytes: pngBytes() })
    ).bodyAt(201).data.idImagem;
    const justificativa = 'Segue a periapical final com a obturação das raízes do 36.';
    const recusas: [Parameters<typeof recorrer>[1], number, unknown][] = [
      [
        { itens: [{ idGlosa: endo.id, justificativa: '' }] },
        400,
        fieldErrorBody(
          'itens/0/justificativa',
          'Escreva a justificativa do recurso (até 500 caracteres).',
          'O recurso não foi enviado.',
        ),
      ],
      [
        { itens: [{ idGlosa: endo.id, justificativa: '   ' }] },
        400,
        fieldErrorBody(
          'itens/0/justificativa',
          'Escreva a justificativa do recurso (até 500 caracteres).',
          'O recurso não foi enviado.',
        ),
      ],
      [
        {
          itens: [
            { idGlosa: endo.id, justificativa },
            { idGlosa: endo.id, justificativa },
          ],
        },
        400,
        errorBody('A mesma glosa aparece duas vezes no recurso.'),
      ],
      [{ itens: [{ idGlosa: doBruno?.id ?? 0, justificativa }] }, 404, errorBody('Glosa não encontrada.')],
      [
        {
          itens: [
            { idGlosa: endo.id, justificativa },
            { idGlosa: resina?.id ?? 0, justificativa },
          ],
        },
        400,
        errorBody('Um recurso reúne glosas de um só lote: envie um recurso por lote.'),
      ],
      [
        { itens: [{ idGlosa: resina?.id ?? 0, justificativa }] },
        409,
        fieldErrorBody(
          'itens/0/idGlosa',
          `Glosa de ${resina?.procedureName} · ${resina?.local}: ${resina?.recurso.motivo}`,
          'O recurso não foi enviado.',
        ),
      ],
      [
        { itens: [{ idGlosa: panoramica?.id ?? 0, justificativa }] },
        409,
        fieldErrorBody(
          'itens/0/idGlosa',
          `Glosa de ${panoramica?.procedureName} · ${panoramica?.local}: ${panoramica?.recurso.motivo}`,
          'O recurso não foi enviado.',
        ),
      ],
      [
        { itens: [{ idGlosa: endo.id, justificativa, idsImagem: [arquivo] }] },
        400,
        fieldErrorBody(
          'itens/0/idsImagem',
          'Os arquivos do recurso devem ser do plano do procedimento glosado.',
          'O recurso não foi enviado.',
        ),
      ],
    ];
    expect(resina?.recurso.motivo).toMatch(/^O prazo de recurso terminou em /);
    expect(panoramica?.recurso.motivo).toMatch(/^Em recurso \(RG\d{6}\): a operadora responde até /);
    for (const [body, status, expected] of recusas) {
      const answer = await recorrer(ana, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toEqual(expected);
    }
    expect(await contagem()).toEqual(antes);
    // The auditor does not appeal.
    expect((await recorrer(paulo, { itens: [{ idGlosa: endo.id, justificativa }] })).status).toBe(403);
  });

  let recursoId = 0;
  it('should record the appeal with its file, build a valid TISS recursoGlosa and tell the dentist', async () => {
    const radiografia = (
      await uploadMultipart(server, ana, endo.idPlanoTratamento, {
        name: 'periapical-final-36.png',
        bytes: pngBytes(),
      })
    ).bodyAt(201).data.idImagem;
    const justificativa = 'Segue a periapical final com a obturação das raízes mesial e distal do 36.';
    // Sent with an Idempotency-Key, as the portal sends it: a retry answers as the first, one appeal is kept.
    const chave = randomUUID();
    const enviar = async () =>
      operationResponse<DentistOperations['createRecursoGlosa']>(
        await fetch(`${server.baseUrl}${operationUrl('createRecursoGlosa', {})}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${ana}`,
            'content-type': 'application/json',
            'idempotency-key': chave,
          },
          body: JSON.stringify({ itens: [{ idGlosa: endo.id, justificativa, idsImagem: [radiografia] }] }),
        }),
      );
    const answer = await enviar();
    const body = answer.bodyAt(201);
    recursoId = body.data.id;
    const repetido = await enviar();
    expect(repetido.headers.get('idempotent-replayed')).toBe('true');
    expect(repetido.bodyAt(201)).toEqual(body);
    expect((await contagem())?.recursos).toBe(5);
    expect(body.message).toBe(`Recurso ${body.data.numero} enviado. Protocolo ${body.data.protocolo}.`);
    expect(body.data.numero).toMatch(/^RG\d{6}$/);
    expect(body.data.protocolo).toMatch(/^\d{12}$/);
    expect(body.data).toMatchObject({
      idLote: endo.idLote,
      numeroLote: endo.numeroLote,
      valorRecursado: endo.glosedAmount,
      valorAcatado: null,
      respondidoEm: null,
      hashResposta: null,
      diasParaResponder: 30,
    });
    expect(body.data.itens).toHaveLength(1);
    expect(body.data.itens[0]).toMatchObject({
      idGlosa: endo.id,
      rodada: 1,
      justificativa,
      valorRecursado: endo.glosedAmount,
      codigoGlosa: '3067',
      anteriores: [],
      resposta: null,
    });
    expect(body.data.itens[0]?.arquivos.map((arquivo) => arquivo.nomeArquivoOriginal)).toEqual([
      'periapical-final-36.png',
    ]);

    const tiss = await xml('getRecursoGlosaTiss', recursoId);
    expect(tiss.status).toBe(200);
    await expectValidTiss(tiss.bytes);
    expect(valuesOf(tiss.bytes, 'tipoTransacao')).toEqual(['RECURSO_GLOSA']);
    expect(valuesOf(tiss.bytes, 'numeroGuiaRecGlosaPrestador')).toEqual([body.data.numero]);
    expect(valuesOf(tiss.bytes, 'numeroProtocolo')).toEqual([body.data.protocoloLote]);
    expect(valuesOf(tiss.bytes, 'codGlosaProc')).toEqual(['3067']);
    expect(valuesOf(tiss.bytes, 'justificativaProc')).toEqual([justificativa]);
    expect(valuesOf(tiss.bytes, 'codDente')).toEqual(['36']);
    expect(valuesOf(tiss.bytes, 'hash')).toEqual([body.data.hash]);
    expect((await xml('getRecursoGlosaRespostaTiss', recursoId)).status).toBe(409);
    // Another dentist's appeal does not exist for Dr. Bruno.
    expect((await xml('getRecursoGlosaTiss', recursoId, bruno)).status).toBe(404);

    const glosa = (await glosasDe(ana)).find((cada) => cada.id === endo.id);
    expect(glosa?.status).toBe('em_recurso');
    expect(glosa?.recursos.map((rodada) => rodada.numeroRecurso)).toEqual([body.data.numero]);
    const avisos = (await callOperation(server, 'listNotificacoes', { token: ana })).bodyAt(200).data.itens;
    expect(avisos[0]).toMatchObject({
      idLote: endo.idLote,
      titulo: `Recurso ${body.data.numero} recebido pela operadora`,
    });
    // Already under appeal: refused, nothing stored.
    const antes = await contagem();
    const outra = await recorrer(ana, { itens: [{ idGlosa: endo.id, justificativa }] });
    expect(outra.status).toBe(409);
    expect(outra.body).toMatchObject({ errors: [expect.stringMatching(/já|Em recurso/)] });
    expect(await contagem()).toEqual(antes);
  });

  it('should queue the waiting appeals for the operator by answer deadline, and keep dentists out', async () => {
    const fila = (await callOperation(server, 'listAuditoriaRecursos', { token: paulo })).bodyAt(200);
    const prazos = fila.data.map((recurso) => recurso.prazoResposta);
    expect(prazos).toEqual([...prazos].sort());
    expect(fila.data.map((recurso) => recurso.id)).toContain(recursoId);
    expect(fila.data.every((recurso) => recurso.respondidoEm === null)).toBe(true);
    const respondidos = (
      await callOperation(server, 'listAuditoriaRecursos', {
        token: paulo,
        query: { situacao: 'respondido' },
      })
    ).bodyAt(200);
    // The demo's answered rounds: Dra. Ana's panoramic kept, Dr. Bruno's resin in part and panoramic in full.
    expect(respondidos.data).toHaveLength(3);
    expect(respondidos.data.every((recurso) => recurso.valorAcatado !== null)).toBe(true);
    expect((await callOperation(server, 'listAuditoriaRecursos', { token: ana })).status).toBe(403);
    const recurso = (
      await callOperation(server, 'getAuditoriaRecurso', { token: paulo, path: { id: recursoId } })
    ).bodyAt(200).data;
    expect(recurso.dentista).toMatchObject({ nome: 'Dra. Ana Souza', cro: '12345' });
    expect(recurso.itens[0]?.arquivos[0]?.absolutePath).toMatch(
      /^\/api\/v2\/planoTratamento\/imagens\/\d+\/arquivo\?/,
    );
    expect(
      (await callOperation(server, 'getAuditoriaRecurso', { token: paulo, path: { id: 999_999 } })).status,
    ).toBe(404);
  });

  it('should refuse an incomplete or unjustified answer and store nothing', async () => {
    const recurso = (
      await callOperation(server, 'getAuditoriaRecurso', { token: paulo, path: { id: recursoId } })
    ).bodyAt(200).data;
    const item = recurso.itens[0]?.id ?? 0;
    const antes = await contagem();
    const recusas: [Parameters<typeof responder>[1], unknown][] = [
      [
        { itens: [{ id: item, decisao: 'manter' }] },
        fieldErrorBody(
          'itens/0/justificativa',
          'Escreva a justificativa da resposta (até 500 caracteres).',
          'A resposta não foi registrada.',
        ),
      ],
      [
        {
          itens: [
            {
              id: item,
              decisao: 'aceitarParte',
              valorAcatado: recurso.valorRecursado,
              justificativa: 'Parte.',
            },
          ],
        },
        fieldErrorBody(
          'itens/0/valorAcatado',
          `O valor aceito deve ser maior que zero e menor que o recursado (${new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(recurso.valorRecursado).replace(/\s/g, ' ')}).`,
          'A resposta não foi registrada.',
        ),
      ],
      [
        { itens: [{ id: item, decisao: 'aceitar', valorAcatado: 10 }] },
        fieldErrorBody(
          'itens/0/valorAcatado',
          'O valor aceito só se informa ao aceitar parte.',
          'A resposta não foi registrada.',
        ),
      ],
      [
        { itens: [{ id: item + 10_000, decisao: 'aceitar' }] },
        fieldErrorBody(
          'itens/0/id',
          'Este item não é deste recurso, ou aparece duas vezes na resposta.',
          'A resposta não foi registrada.',
        ),
      ],
    ];
    for (const [body, expected] of recusas) {
      const answer = await responder(recursoId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(expected);
    }
    expect(await contagem()).toEqual(antes);
    expect(
      (
        await callOperation(server, 'answerAuditoriaRecurso', {
          token: ana,
          path: { id: recursoId },
          body: { itens: [{ id: item, decisao: 'aceitar' }] },
        })
      ).status,
    ).toBe(403);
  });

  it('should answer with a valid TISS respostaRecursoGlosa, once, and make the amount a pending credit', async () => {
    const recurso = (
      await callOperation(server, 'getAuditoriaRecurso', { token: paulo, path: { id: recursoId } })
    ).bodyAt(200).data;
    const answer = await responder(recursoId, {
      itens: [{ id: recurso.itens[0]?.id ?? 0, decisao: 'aceitar' }],
    });
    const body = answer.bodyAt(200);
    expect(body.message).toMatch(
      new RegExp(
        `^Resposta ao recurso ${recurso.numero} registrada: R\\$\\s[\\d.,]+ aceitos de R\\$\\s[\\d.,]+\\.$`,
      ),
    );
    expect(body.data.valorAcatado).toBe(endo.glosedAmount);
    expect(body.data.itens[0]?.resposta).toMatchObject({
      decisao: 'aceitar',
      valorAcatado: endo.glosedAmount,
      auditor: 'Dr. Paulo Auditor',
    });
    const tiss = await xml('getRecursoGlosaRespostaTiss', recursoId);
    expect(tiss.status).toBe(200);
    await expectValidTiss(tiss.bytes);
    expect(valuesOf(tiss.bytes, 'tipoTransacao')).toEqual(['RESPOSTA_RECURSO_GLOSA']);
    expect(valuesOf(tiss.bytes, 'valorTotalAcatado')).toEqual([endo.glosedAmount.toFixed(2)]);
    expect(valuesOf(tiss.bytes, 'hash')).toEqual([body.data.hashResposta]);
    // An answer never changes.
    const again = await responder(recursoId, {
      itens: [{ id: recurso.itens[0]?.id ?? 0, decisao: 'manter', justificativa: 'Não.' }],
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorBody('Este recurso já foi respondido; a resposta não muda.'));
    await expect(
      sql`update resposta_recurso_item set valor_acatado_centavos = 0`.execute(server.db),
    ).rejects.toThrow();
    await expect(sql`delete from recurso_glosa where id = ${recursoId}`.execute(server.db)).rejects.toThrow();

    const glosa = (await glosasDe(ana)).find((cada) => cada.id === endo.id);
    expect(glosa).toMatchObject({ status: 'aceita', valorRecuperado: endo.glosedAmount });
    const avisos = (await callOperation(server, 'listNotificacoes', { token: ana })).bodyAt(200).data.itens;
    expect(avisos[0]?.titulo).toBe(`Recurso ${recurso.numero} respondido`);
    const financeiro = (await callOperation(server, 'listFinanceiro', { token: ana })).bodyAt(200);
    expect(financeiro.creditosPendentes.map((credito) => [credito.numeroRecurso, credito.valor])).toEqual([
      [recurso.numero, endo.glosedAmount],
    ]);
    expect(financeiro.resumo.creditosAReceber).toBe(endo.glosedAmount);
    const painel = (await callOperation(server, 'getDashboard', { token: ana })).bodyAt(200).data;
    expect(painel.financeiro.recuperadoUltimos30Dias).toBe(endo.glosedAmount);
  });

  it('should pay the credit with the next statement, in its TISS message and on Financeiro', async () => {
    const { loteId } = await loteEnviado(server, ana, paulo);
    const conta = (
      await callOperation(server, 'getAuditoriaConta', { token: paulo, path: { id: loteId } })
    ).bodyAt(200).data;
    for (const item of conta.lote.guias.flatMap((guia) => guia.itens)) {
      (
        await callOperation(server, 'analyseAuditoriaContaItem', {
          token: paulo,
          path: { id: item.idProcedimentoItem },
          body: { decisao: 'pagar' },
        })
      ).bodyAt(200);
    }
    const paga = (
      await callOperation(server, 'payAuditoriaConta', {
        token: paulo,
        path: { id: loteId },
        body: { dataPagamento: hoje, formaPagamento: 'pix' },
      })
    ).bodyAt(200).data;
    expect(paga.lote.demonstrativo).toMatchObject({
      valorCreditos: endo.glosedAmount,
      valorRecebido: Math.round((paga.lote.valorLiberado + endo.glosedAmount) * 100) / 100,
    });
    const response = await fetch(
      `${server.baseUrl}${operationUrl('getLoteDemonstrativoTiss', { path: { id: loteId } })}`,
      {
        headers: { authorization: `Bearer ${ana}` },
      },
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    await expectValidTiss(bytes);
    expect(valuesOf(bytes, 'tipoDebitoCredito')).toEqual(['08']);
    expect(valuesOf(bytes, 'valorDbCr')).toEqual([endo.glosedAmount.toFixed(2)]);
    expect(valuesOf(bytes, 'totalCreditosDemonstrativo')).toEqual([endo.glosedAmount.toFixed(2)]);

    const pdfResponse = await fetch(
      `${server.baseUrl}${operationUrl('getLoteDemonstrativoPdf', { path: { id: loteId } })}`,
      { headers: { authorization: `Bearer ${ana}` } },
    );
    const pdf = (await lerPdf(Buffer.from(await pdfResponse.arrayBuffer()))).paginas.join(' ');
    expect(pdf).toContain('Créditos de recursos de glosa aceitos');
    expect(pdf).toContain(`Recurso RG${String(recursoId).padStart(6, '0')}, lote ${endo.numeroLote}`);
    expect(pdf).toContain('Valor recebido (liberado + créditos)');

    const financeiro = (await callOperation(server, 'listFinanceiro', { token: ana })).bodyAt(200);
    expect(financeiro.creditosPendentes).toEqual([]);
    expect(financeiro.resumo.creditosAReceber).toBe(0);
    const registro = financeiro.data.find((cada) => cada.idLote === loteId);
    expect(registro?.valorCreditos).toBe(endo.glosedAmount);
    expect(registro?.creditos.map((credito) => [credito.idLoteDaGlosa, credito.numeroDemonstrativo])).toEqual(
      [[endo.idLote, paga.lote.demonstrativo?.numeroDemonstrativo]],
    );
    expect(registro?.amount).toBeCloseTo((registro?.valorLiberado ?? 0) + endo.glosedAmount, 2);
  });

  it("should close a glosa kept in its last round: the demo's panoramic, answered 'manter' again", async () => {
    const panoramica = (await glosasDe(ana)).find((glosa) => glosa.codigoGlosa === '3015');
    const ultima = panoramica?.recursos.at(-1);
    const recurso = (
      await callOperation(server, 'getAuditoriaRecurso', {
        token: paulo,
        path: { id: ultima?.idRecurso ?? 0 },
      })
    ).bodyAt(200).data;
    expect(recurso.itens[0]?.anteriores.map((rodada) => rodada.resposta?.decisao)).toEqual(['manter']);
    (
      await responder(recurso.id, {
        itens: [
          {
            id: recurso.itens[0]?.id ?? 0,
            decisao: 'manter',
            justificativa: 'O laudo enviado não identifica o paciente nem a data do exame.',
          },
        ],
      })
    ).bodyAt(200);
    const depois = (await glosasDe(ana)).find((glosa) => glosa.codigoGlosa === '3015');
    expect(depois?.status).toBe('mantida');
    expect(depois?.recurso).toMatchObject({
      permitido: false,
      motivo: 'As 2 rodadas de recurso do contrato já foram usadas.',
    });
    const antes = await contagem();
    expect(
      (await recorrer(ana, { itens: [{ idGlosa: depois?.id ?? 0, justificativa: 'Terceira tentativa.' }] }))
        .status,
    ).toBe(409);
    expect(await contagem()).toEqual(antes);
  });
});
