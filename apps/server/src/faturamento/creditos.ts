import type { Kysely } from 'kysely';
import { ITEM_SITE_COLUMNS } from '../ciclo-de-vida/local-do-item';
import { localPorExtenso } from '../dados-do-dentista/glosas';
import { numeroDoLote } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { reais } from '../plataforma/listagem';

/**
 * The accepted amounts of answered appeals (docs/product-rules.md#glosa-appeal), each a credit of the dentist's
 * next payment statement: `c` is the statement's credit once paid, `d` that statement.
 */
function creditos(db: Kysely<Database>) {
  return db
    .selectFrom('respostaRecursoItem as ra')
    .innerJoin('recursoGlosaItem as ri', 'ri.id', 'ra.recursoGlosaItemId')
    .innerJoin('recursoGlosa as r', 'r.id', 'ri.recursoGlosaId')
    .innerJoin('respostaRecursoGlosa as rr', 'rr.recursoGlosaId', 'r.id')
    .innerJoin('analiseContaItem as a', 'a.id', 'ri.analiseContaItemId')
    .innerJoin('planoTratamentoItem as i', 'i.id', 'a.planoTratamentoItemId')
    .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
    .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
    .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
    .leftJoin('creditoRecurso as c', 'c.respostaRecursoItemId', 'ra.id')
    .leftJoin('demonstrativoPagamento as d', 'd.id', 'c.demonstrativoPagamentoId')
    .where('ra.valorAcatadoCentavos', '>', 0)
    .select([
      'ra.id as respostaItemId',
      'ra.valorAcatadoCentavos',
      'r.id as recursoId',
      'r.numero',
      'r.protocolo',
      'a.fechamentoId as loteDaGlosa',
      'pr.tuss',
      'pr.descricao',
      'b.nome',
      'rr.respondidoEm',
      'd.numero as numeroDemonstrativo',
      'd.fechamentoId as loteDoDemonstrativo',
      ...ITEM_SITE_COLUMNS,
    ])
    .orderBy('rr.respondidoEm')
    .orderBy('ra.id');
}

type CreditoRow = Awaited<ReturnType<ReturnType<typeof creditos>['execute']>>[number];

/** A credit as the contract gives it (CreditoDeRecurso). */
export function creditoRecord(row: CreditoRow) {
  return {
    idRecurso: row.recursoId,
    numeroRecurso: row.numero,
    protocoloRecurso: row.protocolo,
    idLoteDaGlosa: row.loteDaGlosa,
    numeroLoteDaGlosa: numeroDoLote(row.loteDaGlosa),
    procedureCode: row.tuss,
    procedureName: row.descricao,
    local: localPorExtenso(row),
    patientName: row.nome,
    valor: reais(row.valorAcatadoCentavos),
    respondidoEm: row.respondidoEm.toISOString(),
    numeroDemonstrativo: row.numeroDemonstrativo,
  };
}

/** The dentist's accepted amounts that no statement has paid yet, the oldest answer first. */
export function creditosPendentes(db: Kysely<Database>, dentistaId: number) {
  return creditos(db).where('r.dentistaId', '=', dentistaId).where('c.id', 'is', null).execute();
}

/** The credits the statements of these batches paid, by batch. */
export async function creditosDosLotes(db: Kysely<Database>, loteIds: readonly number[]) {
  const porLote = new Map<number, CreditoRow[]>();
  if (loteIds.length === 0) return porLote;
  const rows = await creditos(db)
    .where('d.fechamentoId', 'in', [...loteIds])
    .execute();
  for (const row of rows) {
    const lote = row.loteDoDemonstrativo ?? 0;
    porLote.set(lote, [...(porLote.get(lote) ?? []), row]);
  }
  return porLote;
}

/** A credit as the statement's TISS ct_descontos describes it (40 characters). */
export const descricaoDoCredito = (row: Pick<CreditoRow, 'numero' | 'loteDaGlosa'>) =>
  `Recurso ${row.numero}, lote ${numeroDoLote(row.loteDaGlosa)}`;
