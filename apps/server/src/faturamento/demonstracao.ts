import type { Kysely } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import { competenciaOf } from './fechamento';

/** A demo dentist's closing batches: this month's open one and last month's closed one. */
export async function abrirLotesDemo(trx: Kysely<Database>, dentistaId: number, now: Date) {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  return {
    atual: await trx
      .insertInto('fechamento')
      .values({ dentistaId, competencia: competenciaOf(now) })
      .returning('id')
      .executeTakeFirstOrThrow(),
    anterior: await trx
      .insertInto('fechamento')
      .values({ dentistaId, competencia: competenciaOf(lastMonth), status: 'fechado' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  };
}

/** The act of a demo item reported as performed. */
export async function registrarAtoDemo(
  trx: Kysely<Database>,
  dentista: { id: number; cro: string },
  planoId: number,
  itemId: number,
  realizadoEm: Date,
) {
  await trx
    .insertInto('ato')
    .values({
      dentistaId: dentista.id,
      planoTratamentoId: planoId,
      planoTratamentoItemId: itemId,
      dataRealizacao: realizadoEm.toISOString().slice(0, 10),
      observacao: 'Procedimento realizado sem intercorrências.',
      usuarioCriacao: dentista.cro,
    })
    .execute();
}
