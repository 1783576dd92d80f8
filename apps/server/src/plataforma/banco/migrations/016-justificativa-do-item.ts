import { type Kysely, sql } from 'kysely';

/**
 * A rule predicts, the operator decides (issue #29): an item the procedure rules would glosa may still be
 * requested with a technical justification. The item keeps the glosas predicted when it was requested (as
 * the dentist saw them: code, official text, how to fix it) and the justification, which the auditor reads
 * beside the decision and the TISS request carries in its observation. Both are evidence of the request:
 * written once, with the item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table plano_tratamento_item
      add column justificativa text check (char_length(justificativa) between 20 and 500),
      add column glosas_previstas jsonb not null default '[]'::jsonb`.execute(db);
}
