import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the sweeper (plataforma/sweeper.ts): it deletes expired or used e-mail tokens, expired or
 * revoked refresh tokens and old outbox e-mails by these dates, in batches, on every node; without them
 * each batch would read the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index email_token_expira_em_idx on email_token (expira_em)`.execute(db);
  await sql`create index email_token_usado_em_idx on email_token (usado_em) where usado_em is not null`.execute(
    db,
  );
  await sql`create index refresh_token_expira_em_idx on refresh_token (expira_em)`.execute(db);
  await sql`
    create index refresh_token_revogado_em_idx on refresh_token (revogado_em) where revogado_em is not null`.execute(
    db,
  );
  await sql`create index email_outbox_criado_em_idx on email_outbox (criado_em)`.execute(db);
}
