import { type Kysely, sql } from 'kysely';

/**
 * When and why a plan was cancelled (cancelPlanoTratamento): a cancelled plan has a date, any other none.
 * Plans cancelled before this migration (only the demo seed cancelled any) take their creation as the date and
 * no reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table plano_tratamento
      add column cancelado_em timestamptz,
      add column motivo_cancelamento text check (char_length(motivo_cancelamento) between 1 and 500)`.execute(
    db,
  );
  await sql`update plano_tratamento set cancelado_em = criado_em where status = 4`.execute(db);
  await sql`
    alter table plano_tratamento add constraint plano_tratamento_cancelamento_check
      check ((status = 4) = (cancelado_em is not null))`.execute(db);
}
