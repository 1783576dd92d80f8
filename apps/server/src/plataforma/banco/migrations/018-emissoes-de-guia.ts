import { type Kysely, sql } from 'kysely';

/**
 * Each emission of a plan's guide (issue #29, docs/product-rules.md#gto-export): a TISS request of the items
 * then awaiting authorization, or the cancellation of the last request when the plan was cancelled. Its number
 * is the plan code and the emission's sequence in the plan ('PTO-0017-02'); the exact bytes sent and their hash
 * are kept, so that asking again for an unchanged request answers the same message. The items a request
 * carried are kept by id, without a foreign key (an item removed from its plan is deleted), with the content
 * requested, so that a later emission can tell whether the request changed. Both tables only grow: what was
 * sent to the operator is a record, as the item history (a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table emissao_guia (
      id serial primary key,
      plano_tratamento_id integer not null references plano_tratamento(id),
      sequencia smallint not null check (sequencia >= 1),
      numero text not null unique check (char_length(numero) between 1 and 20),
      tipo text not null check (tipo in ('solicitacao', 'cancelamento')),
      emitida_em timestamptz not null default now(),
      dentista_id integer not null references dentista(id),
      hash text not null check (hash ~ '^[0-9a-f]{32}$'),
      mensagem bytea not null,
      unique (plano_tratamento_id, sequencia)
    )`.execute(db);
  await sql`
    create table emissao_guia_item (
      emissao_guia_id integer not null references emissao_guia(id),
      plano_tratamento_item_id integer not null,
      conteudo text not null,
      primary key (emissao_guia_id, plano_tratamento_item_id)
    )`.execute(db);
  await sql`
    create function emissao_guia_so_cresce() returns trigger language plpgsql as $$
    begin
      raise exception 'as emissões de guia só recebem novas linhas';
    end $$`.execute(db);
  for (const table of ['emissao_guia', 'emissao_guia_item']) {
    await sql`
      create trigger ${sql.id(`${table}_so_cresce`)} before update or delete on ${sql.table(table)}
        for each row execute function emissao_guia_so_cresce()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_sem_truncate`)} before truncate on ${sql.table(table)}
        for each statement execute function emissao_guia_so_cresce()`.execute(db);
  }
}
