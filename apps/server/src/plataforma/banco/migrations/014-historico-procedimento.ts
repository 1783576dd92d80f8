import { type Kysely, sql } from 'kysely';

/**
 * Each history row keeps the item's procedure and its place in the mouth as they were at the move: an item
 * removed from its plan is deleted, and its history would otherwise name it only by its id. Rows written
 * before this migration keep null (the table is append-only: migration 013's trigger refuses UPDATE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table plano_item_historico
      add column cod_tuss text,
      add column descricao text,
      add column id_dente smallint,
      add column faces text,
      add column regiao text`.execute(db);
}
