import type { Kysely } from 'kysely';
import { ITEM_SITE_COLUMNS, localDoItem } from '../ciclo-de-vida/local-do-item';
import type { AuthSchema } from '../contract';
import { numeroDoLote } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { reais } from '../plataforma/listagem';
import { maskCarteira } from '../plataforma/masking';
import { beneficiaryAccessOf } from '../trilha-de-acesso/beneficiary-access';
import { glosasDoDentista } from './glosas';

const iso = (date: Date) => date.toISOString();
// The newest entries of the beneficiary access trail (300 lookups an hour would otherwise grow the file without bound).
const MAX_EXPORTED_ACCESSES = 10_000;

// A first-access or reset link still open would sign in whoever reads the file: its token stays out.
const EMAIL_TOKEN = /([?&]token=)[^&\s"'<>]+/g;
const withoutTokens = (text: string) => text.replace(EMAIL_TOKEN, '$1[omitido]');

/** The dentist's monthly closing batches, each with the ids of its items. */
async function fechamentoRecords(db: Kysely<Database>, dentistaId: number) {
  const rows = await db
    .selectFrom('fechamento as f')
    .leftJoin('planoTratamentoItem as i', 'i.fechamentoId', 'f.id')
    .select(['f.id', 'f.competencia', 'f.status', 'f.criadoEm', 'i.id as itemId'])
    .where('f.dentistaId', '=', dentistaId)
    .orderBy('f.id')
    .orderBy('i.id')
    .execute();
  const lotes = new Map<number, AuthSchema<'ExportFechamento'>>();
  for (const row of rows) {
    const lote = lotes.get(row.id) ?? {
      id: row.id,
      competencia: row.competencia,
      status: row.status,
      criadoEm: iso(row.criadoEm),
      itens: [],
    };
    if (row.itemId !== null) lote.itens.push(row.itemId);
    lotes.set(row.id, lote);
  }
  return [...lotes.values()];
}

/**
 * What the outbox kept for the dentist (sent, or would have been without SMTP): by the dentist's id, as two
 * dentists may share one address and must not read each other's mail.
 */
async function emailRecords(db: Kysely<Database>, dentistaId: number) {
  const rows = await db
    .selectFrom('emailOutbox')
    .select(['id', 'para', 'assunto', 'texto', 'criadoEm'])
    .where('dentistaId', '=', dentistaId)
    .orderBy('id')
    .execute();
  return rows.map((email) => ({
    ...email,
    texto: withoutTokens(email.texto),
    criadoEm: iso(email.criadoEm),
  }));
}

/**
 * Everything the server holds about one dentist besides the account (LGPD art. 18): plans with their
 * items, files and atos, glosas, financial records, ombudsman messages, monthly closing batches and the
 * e-mails kept for the dentist. File bytes stay out; their names, types and sizes are in.
 *
 * The export is the dentist's personal data, not their patients': a patient appears only as the plan's id
 * and the card masked (maskCarteira), never by name or CPF (issue #33). A file that leaves the product (an
 * e-mail, a shared drive) must not carry a list of named patients and their treatments.
 */
export async function dentistRecords(db: Kysely<Database>, dentistaId: number) {
  const [planos, itens, imagens, atos, glosas, financeiro, mensagens] = await Promise.all([
    db
      .selectFrom('planoTratamento as p')
      .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
      .select([
        'p.id',
        'p.status',
        'p.criadoEm',
        'p.validoAte',
        'b.numeroCarteira',
        'p.solicitanteCro',
        'p.solicitanteUf',
        'p.solicitanteNome',
        'p.observacoes',
      ])
      .where('p.dentistaId', '=', dentistaId)
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('planoTratamentoItem as i')
      .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
      .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
      .select([
        'i.id',
        'i.planoTratamentoId',
        'pr.tuss',
        'pr.descricao',
        ...ITEM_SITE_COLUMNS,
        'i.status',
        'i.motivoStatus',
        'i.criadoEm',
      ])
      .where('p.dentistaId', '=', dentistaId)
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('planoImagem')
      .select(['id', 'planoTratamentoId', 'nomeArquivoOriginal', 'contentType', 'tamanho', 'criadoEm'])
      .where('dentistaId', '=', dentistaId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('ato')
      .select([
        'id',
        'planoTratamentoId',
        'planoTratamentoItemId',
        'dataRealizacao',
        'observacao',
        'criadoEm',
      ])
      .where('dentistaId', '=', dentistaId)
      .orderBy('id')
      .execute(),
    glosasDoDentista(db, dentistaId)
      .select([
        'a.planoTratamentoItemId as idProcedimentoItem',
        'p.id as idPlanoTratamento',
        'f.id as loteId',
        'b.numeroCarteira',
        'pr.tuss',
        'pr.descricao as procedimento',
        ...ITEM_SITE_COLUMNS,
        'i.dataRealizacao',
        'a.codigoGlosa',
        'a.observacao',
        'a.valorInformadoCentavos',
        'a.valorGlosadoCentavos',
        'a.analisadoEm',
      ])
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('demonstrativoPagamento as d')
      .innerJoin('fechamento as f', 'f.id', 'd.fechamentoId')
      .select([
        'f.id as loteId',
        'd.numero',
        'd.emitidoEm',
        'd.dataPagamento',
        'd.formaPagamento',
        'd.valorInformadoCentavos',
        'd.valorGlosadoCentavos',
        'd.valorLiberadoCentavos',
      ])
      .where('f.dentistaId', '=', dentistaId)
      .orderBy('d.id')
      .execute(),
    db
      .selectFrom('ouvidoriaMensagem')
      .select([
        'protocolo',
        'protocoloAnterior',
        'numeroCarteira',
        'nome',
        'email',
        'telefone',
        'whatsapp',
        'cidade',
        'mensagem',
        'prazoResposta',
        'recebidoEm',
      ])
      .where('dentistaId', '=', dentistaId)
      .orderBy('id')
      .execute(),
  ]);
  const [fechamentos, emailsRecebidos, acessosBeneficiarios, notificacoes] = await Promise.all([
    fechamentoRecords(db, dentistaId),
    emailRecords(db, dentistaId),
    beneficiaryAccessOf(db, dentistaId, MAX_EXPORTED_ACCESSES),
    db
      .selectFrom('notificacao')
      .select([
        'criadoEm',
        'titulo',
        'texto',
        'planoTratamentoId as planoId',
        'planoTratamentoItemId as itemId',
        'loteId',
        'lidaEm',
      ])
      .where('dentistaId', '=', dentistaId)
      .orderBy('id')
      .execute(),
  ]);

  return {
    planosTratamento: planos.map((plano) => ({
      ...plano,
      numeroCarteira: maskCarteira(plano.numeroCarteira),
      criadoEm: iso(plano.criadoEm),
      validoAte: iso(plano.validoAte),
      itens: itens
        .filter((item) => item.planoTratamentoId === plano.id)
        .map(({ planoTratamentoId: _, ...item }) => ({ ...item, criadoEm: iso(item.criadoEm) })),
      arquivos: imagens
        .filter((imagem) => imagem.planoTratamentoId === plano.id)
        .map(({ planoTratamentoId: _, ...imagem }) => ({ ...imagem, criadoEm: iso(imagem.criadoEm) })),
      atos: atos
        .filter((ato) => ato.planoTratamentoId === plano.id)
        .map(({ planoTratamentoId: _, ...ato }) => ({ ...ato, criadoEm: iso(ato.criadoEm) })),
    })),
    glosas: glosas.map((glosa) => ({
      idProcedimentoItem: glosa.idProcedimentoItem,
      idPlanoTratamento: glosa.idPlanoTratamento,
      numeroLote: numeroDoLote(glosa.loteId),
      numeroCarteira: maskCarteira(glosa.numeroCarteira),
      tuss: glosa.tuss,
      procedimento: glosa.procedimento,
      local: localDoItem(glosa),
      dataRealizacao: glosa.dataRealizacao ?? '',
      codigoGlosa: glosa.codigoGlosa ?? '',
      observacao: glosa.observacao ?? '',
      valorInformado: reais(glosa.valorInformadoCentavos),
      valorGlosado: reais(glosa.valorGlosadoCentavos),
      analisadoEm: iso(glosa.analisadoEm),
    })),
    financeiro: financeiro.map((demonstrativo) => ({
      numeroLote: numeroDoLote(demonstrativo.loteId),
      numeroDemonstrativo: demonstrativo.numero,
      emitidoEm: iso(demonstrativo.emitidoEm),
      dataPagamento: demonstrativo.dataPagamento,
      formaPagamento: demonstrativo.formaPagamento,
      valorInformado: reais(demonstrativo.valorInformadoCentavos),
      valorGlosado: reais(demonstrativo.valorGlosadoCentavos),
      valorLiberado: reais(demonstrativo.valorLiberadoCentavos),
    })),
    mensagensOuvidoria: mensagens.map((mensagem) => ({
      ...mensagem,
      numeroCarteira: maskCarteira(mensagem.numeroCarteira),
      recebidoEm: iso(mensagem.recebidoEm),
    })),
    fechamentos,
    emailsRecebidos,
    notificacoes: notificacoes.map((row) => ({
      ...row,
      criadoEm: iso(row.criadoEm),
      lidaEm: row.lidaEm === null ? null : iso(row.lidaEm),
    })),
    acessosBeneficiarios: acessosBeneficiarios.map((acesso) => ({
      ...acesso,
      numeroCarteira: acesso.numeroCarteira === null ? null : maskCarteira(acesso.numeroCarteira),
    })),
  };
}
