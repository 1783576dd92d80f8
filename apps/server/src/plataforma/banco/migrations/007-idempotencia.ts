import { type Kysely, sql } from 'kysely';

/**
 * Idempotency keys (docs/product-rules.md#idempotency): the first answer to a plan creation, an item
 * creation or an upload sent with an `Idempotency-Key`, so that a retry of the same request gets that answer
 * and creates nothing. One row per dentist, operation and key; `status_resposta` is null while the first
 * request runs. Rows expire after 24 hours (the sweeper deletes them by `expira_em`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chave_idempotencia (
      dentista_id integer not null references dentista(id) on delete cascade,
      operacao text not null,
      chave text not null,
      hash_requisicao text not null,
      status_resposta integer,
      corpo_resposta text,
      criada_em timestamptz not null default now(),
      expira_em timestamptz not null,
      primary key (dentista_id, operacao, chave)
    )`.execute(db);
  await sql`create index chave_idempotencia_expira_em_idx on chave_idempotencia (expira_em)`.execute(db);
}
