import { type Kysely, sql } from 'kysely';

/**
 * The dentist's plan list (GET /v2/planoTratamento/dentista/{cro}) on the operator-scale data: its total
 * was counted through a join with beneficiario, 100 heap and 100 index visits for a dentist with 100
 * plans. The list's index now carries the status and the beneficiary too (INCLUDE), so counting with the
 * plan's own filters (status, issue dates) is an index-only scan, and the old index, a prefix of this
 * one, goes (docs/benchmarks.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index plano_tratamento_dentista_lista_idx
      on plano_tratamento (dentista_id, criado_em desc, id desc) include (status, beneficiario_id)`.execute(
    db,
  );
  await sql`drop index plano_tratamento_dentista_idx`.execute(db);
}
