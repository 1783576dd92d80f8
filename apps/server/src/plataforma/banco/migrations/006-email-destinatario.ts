import { type Kysely, sql } from 'kysely';

/**
 * The outbox records which dentist each e-mail was for. Matching by address let two dentists who share one
 * (a clinic's mailbox) read each other's reset links and notifications in their data export.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table email_outbox
      add column dentista_id integer references dentista (id) on delete cascade`.execute(db);
  // Rows stored before: kept for a dentist only when no other dentist has the address; the rest stay unowned.
  await sql`
    update email_outbox e
       set dentista_id = d.id
      from dentista d
     where lower(d.email) = lower(e.para)
       and (select count(*) from dentista o where lower(o.email) = lower(e.para)) = 1`.execute(db);
  await sql`create index email_outbox_dentista_idx on email_outbox (dentista_id)`.execute(db);
}
