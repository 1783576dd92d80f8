import { type Kysely, sql } from 'kysely';
import { dentistaAutor, moverItem, travarItens } from '../ciclo-de-vida/transicoes';
import { MSG_PLANOS } from '../planos/messages';
import { itemQuery, itemRecord } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { ApiError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { MSG_FATURAMENTO } from './messages';

/** The month of a date as AAAA-MM (UTC). */
export function competenciaOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * Reports 'Autorizado' items as performed: they become 'Realizado' and join the dentist's open batch of the
 * month (docs/product-rules.md#d10). All or nothing: one item that cannot go leaves every item as it was.
 */
export async function addToFechamento(db: Kysely<Database>, caller: Caller, ids: number[], now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const rows = await travarItens(trx, ids, caller.id);
    // Another dentist's item counts as a missing one: item ids cannot be probed.
    if (rows.length !== ids.length) throw new ApiError(404, MSG_PLANOS.itemNaoEncontrado);
    if (rows.some((row) => row.status !== 'Autorizado')) {
      throw new ApiError(409, MSG_FATURAMENTO.fechamentoSoAutorizados);
    }

    const competencia = competenciaOf(now);
    await trx
      .insertInto('fechamento')
      .values({ dentistaId: caller.id, competencia })
      .onConflict((oc) => oc.columns(['dentistaId', 'competencia']).doNothing())
      .execute();
    const lote = await trx
      .selectFrom('fechamento')
      .select('id')
      .where('dentistaId', '=', caller.id)
      .where('competencia', '=', competencia)
      .executeTakeFirstOrThrow();

    // Each item by the lifecycle (history written, its plan concluded once nothing authorized is left).
    for (const row of rows) await moverItem(trx, row, 'realizar', dentistaAutor(caller), {}, now);
    await trx
      .updateTable('planoTratamentoItem')
      .set({ fechamentoId: lote.id })
      .where('id', 'in', ids)
      .execute();

    const { quantidade } = await trx
      .selectFrom('planoTratamentoItem')
      .select(sql<number>`count(*)::int`.as('quantidade'))
      .where('fechamentoId', '=', lote.id)
      .executeTakeFirstOrThrow();
    const itens = await itemQuery(trx).where('i.id', 'in', ids).orderBy('i.id').execute();
    return {
      idFechamento: lote.id,
      competencia,
      quantidadeItens: quantidade,
      itens: itens.map((row) => itemRecord(row)),
    };
  });
}

/** The dentist's monthly closing batches. */
export class Fechamentos {
  constructor(private readonly db: Kysely<Database>) {}

  /** Reports the items as performed in the caller's open batch of the month (see `addToFechamento`). */
  add(caller: Caller, ids: number[], now = new Date()) {
    return addToFechamento(this.db, caller, ids, now);
  }
}
