import { type Kysely, sql } from 'kysely';
import { type CodigoTiss, ITEM_STATUS_TISS, NA_FILA, statusTiss } from '../ciclo-de-vida/ciclo-de-vida';
import { ITEM_SITE_COLUMNS } from '../ciclo-de-vida/local-do-item';
import { situacaoDoPrazo } from '../ciclo-de-vida/prazos/regra-do-prazo';
import type { DecisaoDaConta } from '../faturamento/schema';
import { valoresEmCentavos } from '../faturamento/valores/precos';
import { textoDoCodigo } from '../mesa-de-autorizacao/codigos-por-decisao';
import type { Database } from '../plataforma/banco/schema';
import { reais } from '../plataforma/listagem';
import { procedureRules } from '../regras-de-procedimento/table';

/** Plans with their beneficiary (alias `b`) and executing dentist (alias `d`). */
function planosComPessoas(db: Kysely<Database>) {
  return db
    .selectFrom('planoTratamento as p')
    .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
    .innerJoin('dentista as d', 'd.id', 'p.dentistaId');
}

/** What a line of the plan list shows, and the beneficiary's id for the access trail. */
const RESUMO_COLUMNS = [
  'p.id',
  'p.beneficiarioId',
  'p.status',
  'p.statusTiss',
  'p.criadoEm',
  'p.validoAte',
  'b.numeroCarteira',
  'b.nome',
  'b.nomeSocial',
  'b.nomeProduto',
  'b.empresa',
  'd.cro',
  'd.uf',
  'd.nome as dentistaNome',
] as const;

/** A plan with its beneficiary and executing dentist, as the plan queries select it. */
export function planoQuery(db: Kysely<Database>) {
  return planosComPessoas(db).select([
    ...RESUMO_COLUMNS,
    'p.dentistaId',
    'p.solicitanteCro',
    'p.solicitanteUf',
    'p.solicitanteNome',
    'p.canceladoEm',
    'p.motivoCancelamento',
    'b.cpf',
  ]);
}

export type PlanoRow = Awaited<ReturnType<ReturnType<typeof planoQuery>['executeTakeFirstOrThrow']>>;

/**
 * A plan as the plan list selects it: the list is the busiest read, and every column it does not show is
 * left out (requester, CPF).
 */
export function planoResumoQuery(db: Kysely<Database>) {
  return planosComPessoas(db).select(RESUMO_COLUMNS);
}

export type PlanoResumoRow = Awaited<
  ReturnType<ReturnType<typeof planoResumoQuery>['executeTakeFirstOrThrow']>
>;

/** The plan's TISS status as the contract gives it (null for a draft). */
export function planoStatusTiss(codigo: number | null) {
  return codigo === null ? null : statusTiss(codigo as CodigoTiss);
}

/** A line of the plan list (PlanoTratamentoResumo). */
export function planoResumoRecord(row: PlanoResumoRow) {
  return {
    idPlanoTratamento: row.id,
    dtCriacao: row.criadoEm.toISOString(),
    dtValidade: row.validoAte.toISOString(),
    status: row.status,
    statusTiss: planoStatusTiss(row.statusTiss),
    ba3MatAnt: row.numeroCarteira,
    nome: row.nome,
    nomeSocial: row.nomeSocial,
    plano: row.nomeProduto,
    empresa: row.empresa,
    dentistaExecutanteCro: row.cro,
    dentistaExecutanteCroUf: row.uf,
    dentistaExecutanteNome: row.dentistaNome,
  };
}

/** A beneficiary a plan read showed, for the beneficiary access trail (the id as the query read it). */
export interface PlanoMostrado {
  planoId: number;
  numeroCarteira: string;
  beneficiarioId?: number;
}

/** The requesting dentist's fields of a plan. */
export function solicitanteRecord(row: PlanoRow) {
  return {
    dentistaSolicitanteCro: row.solicitanteCro,
    dentistaSolicitanteCroUf: row.solicitanteUf,
    dentistaSolicitanteNome: row.solicitanteNome,
  };
}

/** When and why the plan was cancelled (Cancelamento), null when it was not. */
export function cancelamentoRecord(row: PlanoRow) {
  return row.canceladoEm
    ? { dtCancelamento: row.canceladoEm.toISOString(), motivo: row.motivoCancelamento }
    : null;
}

/**
 * What the dentist sent with an item the rules predicted glosas for: the glosas as shown then and the
 * technical justification (migration 016). The plan, the console's plan and its queue read them alike.
 */
export const PREDICAO_COLUMNS = ['i.glosasPrevistas', 'i.justificativa'] as const;

/**
 * The item's response deadline and the operator's answer (migration 019), with the beneficiary's state whose
 * holidays count in it: the plan, the console's plan and its queue read them alike.
 */
export const PRAZO_COLUMNS = [
  'i.solicitadoEm',
  'i.prazoResposta',
  'i.diasUteisPrazo',
  'i.urgente',
  'i.prazoPausadoDesde',
  'i.respondidoEm',
  sql<string>`(select b.uf from plano_tratamento p join beneficiario b on b.id = p.beneficiario_id
    where p.id = i.plano_tratamento_id)`.as('uf'),
] as const;

/** The TUSS codes whose rules ask for a final documentation, with the image type asked. */
const DOCUMENTACAO_FINAL = [...procedureRules.values()].flatMap((regra) =>
  regra.documentacaoFinal ? [[regra.codigo, regra.documentacaoFinal] as const] : [],
);

/** The image type the item's procedure asks for once performed, by the rules table; null when none. */
const tipoDaDocumentacaoFinal = sql`(case pr.tuss ${sql.join(
  DOCUMENTACAO_FINAL.map(([codigo, tipo]) => sql`when ${codigo} then ${tipo}`),
  sql` `,
)} end)`;

/**
 * What the item is worth and how it was performed (migration 020): its value and quantity, the plan's
 * co-participation, the day performed and its batch, and the final documentation the rules ask for (its
 * image type) with the file sent for it.
 */
export const FATURAMENTO_COLUMNS = [
  'i.valorUsoCentavos',
  'i.qtdeUso',
  sql<string>`(select p.percentual_cooparticipacao from plano_tratamento p
    where p.id = i.plano_tratamento_id)`.as('percentualCoparticipacao'),
  'i.dataRealizacao',
  'i.realizacaoRegistradaEm',
  'i.fechamentoId',
  sql<number | null>`(select t.id from imagem_tipo t where t.descricao = ${tipoDaDocumentacaoFinal})`.as(
    'documentacaoFinalTipoId',
  ),
  sql<string | null>`${tipoDaDocumentacaoFinal}`.as('documentacaoFinalTipo'),
  sql<number | null>`(select max(a.id) from plano_imagem a where a.plano_tratamento_item_id = i.id)`.as(
    'documentacaoFinalImagemId',
  ),
  sql<AnaliseJson | null>`(select json_build_object(
      'decisao', a.decisao, 'informado', a.valor_informado_centavos, 'glosado', a.valor_glosado_centavos,
      'codigo', a.codigo_glosa, 'observacao', a.observacao, 'auditor', au.nome, 'em', a.analisado_em)
    from analise_conta_item a join dentista au on au.id = a.auditor_id
    where a.plano_tratamento_item_id = i.id)`.as('analise'),
] as const;

/** The operator's analysis of a billed item as FATURAMENTO_COLUMNS reads it (migration 021), values in centavos. */
interface AnaliseJson {
  decisao: DecisaoDaConta;
  informado: number;
  glosado: number;
  codigo: string | null;
  observacao: string | null;
  auditor: string;
  /** timestamptz as json_build_object writes it (ISO 8601 with an offset). */
  em: string;
}

/** The account analysis of a billed item (AnaliseDaConta), or null while not analysed. */
function analiseRecord(analise: AnaliseJson | null) {
  if (analise === null) return null;
  return {
    decisao: analise.decisao,
    ...valoresEmReais({
      valorInformado: analise.informado,
      valorGlosado: analise.glosado,
      valorLiberado: analise.informado - analise.glosado,
    }),
    codigoGlosa: analise.codigo,
    descricaoGlosa: analise.codigo === null ? null : (textoDoCodigo(analise.codigo) ?? null),
    observacao: analise.observacao,
    auditor: analise.auditor,
    analisadoEm: new Date(analise.em).toISOString(),
  };
}

/** Items with their procedure, as the item queries select them. */
export function itemQuery(db: Kysely<Database>) {
  return db
    .selectFrom('planoTratamentoItem as i')
    .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
    .innerJoin('especialidade as e', 'e.id', 'pr.especialidadeId')
    .select([
      'i.id',
      'i.planoTratamentoId',
      ...ITEM_SITE_COLUMNS,
      'i.status',
      'i.motivoStatus',
      'i.codigoGlosa',
      'i.criadoEm',
      ...PREDICAO_COLUMNS,
      ...PRAZO_COLUMNS,
      'i.autorizacaoAutomatica',
      'i.fundamento',
      'i.alteracao',
      ...FATURAMENTO_COLUMNS,
      'pr.tuss',
      'pr.descricao',
      'e.nome as especialidade',
    ]);
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['executeTakeFirstOrThrow']>>;

/** A plan item (PlanoTratamentoItem); its deadline's days left are counted at `agora`. */
export function itemRecord(row: ItemRow, agora = new Date()) {
  return {
    idProcedimentoItem: row.id,
    idPlanoTratamento: row.planoTratamentoId,
    idDente: row.idDente,
    codTuss: row.tuss,
    descricao: row.descricao,
    especialidade: row.especialidade,
    faces: row.faces,
    arcada: row.arcada,
    hemiArcada: row.hemiArcada,
    sextante: row.sextante,
    regiao: row.regiao,
    audiStatus: row.status,
    statusTiss: statusTiss(ITEM_STATUS_TISS[row.status]),
    audiCodigoGlosa: row.codigoGlosa,
    audiMotivoStatus: row.motivoStatus,
    dtCriacao: row.criadoEm.toISOString(),
    glosasPrevistas: row.glosasPrevistas,
    justificativa: row.justificativa,
    prazo: situacaoDoPrazo(row, NA_FILA.includes(row.status), agora),
    autorizacaoAutomatica: row.autorizacaoAutomatica,
    fundamento: row.fundamento,
    alteracao: row.alteracao,
    valores: valoresEmReais(
      valoresEmCentavos(row.valorUsoCentavos, row.qtdeUso, Number(row.percentualCoparticipacao)),
    ),
    realizacao: realizacaoRecord(row),
    documentacaoFinal:
      row.documentacaoFinalTipoId === null || row.documentacaoFinalTipo === null
        ? null
        : {
            idImagemTipo: row.documentacaoFinalTipoId,
            tipo: row.documentacaoFinalTipo,
            idImagem: row.documentacaoFinalImagemId,
          },
  };
}

/** Values in centavos as the contract gives them, in reais. */
export function valoresEmReais<T extends Record<string, number>>(valores: T): T {
  return Object.fromEntries(Object.entries(valores).map(([nome, centavos]) => [nome, reais(centavos)])) as T;
}

/** The number of a batch as TISS numeroLote and the screens show it: its id in six digits. */
export const numeroDoLote = (id: number) => String(id).padStart(6, '0');

/** The performance recorded for an item (RealizacaoDoItem), or null while not performed. */
function realizacaoRecord(row: ItemRow) {
  if (row.dataRealizacao === null || row.realizacaoRegistradaEm === null || row.fechamentoId === null) {
    return null;
  }
  return {
    dataRealizacao: row.dataRealizacao,
    registradaEm: row.realizacaoRegistradaEm.toISOString(),
    idLote: row.fechamentoId,
    numeroLote: numeroDoLote(row.fechamentoId),
    analise: analiseRecord(row.analise),
  };
}
