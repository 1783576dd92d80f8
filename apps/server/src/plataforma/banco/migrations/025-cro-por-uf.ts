import { type Kysely, sql } from 'kysely';

/**
 * A dentist is (CRO, UF), not the CRO alone: each state's council numbers its dentists on its own, so CRO-SP
 * 12345 and CRO-RJ 12345 are two people (issue #33). The nationwide unique key on the number becomes one on
 * the pair.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dentista drop constraint dentista_cro_key`.execute(db);
  await sql`alter table dentista add constraint dentista_cro_uf_key unique (cro, uf)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dentista drop constraint dentista_cro_uf_key`.execute(db);
  await sql`alter table dentista add constraint dentista_cro_key unique (cro)`.execute(db);
}
