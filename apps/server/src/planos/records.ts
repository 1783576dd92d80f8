import { type Kysely, sql } from 'kysely';
import { type CodigoTiss, ITEM_STATUS_TISS, NA_FILA, statusTiss } from '../ciclo-de-vida/ciclo-de-vida';
import { ITEM_SITE_COLUMNS } from '../ciclo-de-vida/local-do-item';
import { situacaoDoPrazo } from '../ciclo-de-vida/prazos/regra-do-prazo';
import type { Database } from '../plataforma/banco/schema';

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
  };
}
