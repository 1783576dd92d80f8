import { type Kysely, sql } from 'kysely';

/**
 * The glosa appeal (issue #32, docs/product-rules.md#glosa-appeal), all of it evidence written once (the trigger
 * of migration 021 refuses to change or delete a row):
 * - an appeal (`recurso_glosa`): one round of one batch's glosas as the dentist sent it, its TISS recursoGlosa
 *   bytes and hash, its number and the operator's protocol and answer deadline;
 * - its items: the glosa (an account analysis), the round, the justification (TISS st_texto500), the amount
 *   appealed, and the plan files that back it;
 * - the operator's answer (`resposta_recurso_glosa`, its TISS respostaRecursoGlosa) and each item's decision;
 * - the credit: an accepted amount paid by the dentist's next payment statement, which now says its credits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recurso_glosa (
      id serial primary key,
      numero text not null unique,
      protocolo text not null unique,
      dentista_id integer not null references dentista (id),
      fechamento_id integer not null references fechamento (id),
      enviado_em timestamptz not null,
      prazo_resposta date not null,
      valor_recursado_centavos integer not null check (valor_recursado_centavos > 0),
      hash text not null,
      mensagem bytea not null
    )`.execute(db);
  await sql`create index recurso_glosa_dentista_idx on recurso_glosa (dentista_id)`.execute(db);

  await sql`
    create table recurso_glosa_item (
      id serial primary key,
      recurso_glosa_id integer not null references recurso_glosa (id),
      analise_conta_item_id integer not null references analise_conta_item (id),
      rodada integer not null check (rodada >= 1),
      justificativa text not null check (length(btrim(justificativa)) between 1 and 500),
      valor_recursado_centavos integer not null check (valor_recursado_centavos > 0),
      unique (analise_conta_item_id, rodada)
    )`.execute(db);
  await sql`create index recurso_glosa_item_recurso_idx on recurso_glosa_item (recurso_glosa_id)`.execute(db);

  await sql`
    create table recurso_glosa_arquivo (
      id serial primary key,
      recurso_glosa_item_id integer not null references recurso_glosa_item (id),
      plano_imagem_id integer not null references plano_imagem (id),
      unique (recurso_glosa_item_id, plano_imagem_id)
    )`.execute(db);

  await sql`
    create table resposta_recurso_glosa (
      id serial primary key,
      recurso_glosa_id integer not null unique references recurso_glosa (id),
      auditor_id integer not null references dentista (id),
      respondido_em timestamptz not null,
      valor_acatado_centavos integer not null check (valor_acatado_centavos >= 0),
      hash text not null,
      mensagem bytea not null
    )`.execute(db);

  await sql`
    create table resposta_recurso_item (
      id serial primary key,
      recurso_glosa_item_id integer not null unique references recurso_glosa_item (id),
      decisao text not null check (decisao in ('aceitar', 'aceitarParte', 'manter')),
      valor_acatado_centavos integer not null check (valor_acatado_centavos >= 0),
      justificativa text check (justificativa is null or length(justificativa) <= 500),
      check (decisao = 'aceitar' or justificativa is not null),
      check ((decisao = 'manter') = (valor_acatado_centavos = 0))
    )`.execute(db);

  await sql`
    alter table demonstrativo_pagamento
      add column valor_creditos_centavos integer not null default 0 check (valor_creditos_centavos >= 0)`.execute(
    db,
  );
  await sql`
    create table credito_recurso (
      id serial primary key,
      resposta_recurso_item_id integer not null unique references resposta_recurso_item (id),
      demonstrativo_pagamento_id integer not null references demonstrativo_pagamento (id),
      valor_centavos integer not null check (valor_centavos > 0)
    )`.execute(db);

  for (const tabela of [
    'recurso_glosa',
    'recurso_glosa_item',
    'recurso_glosa_arquivo',
    'resposta_recurso_glosa',
    'resposta_recurso_item',
    'credito_recurso',
  ]) {
    await sql`
      create trigger ${sql.raw(`${tabela}_imutavel`)} before update or delete on ${sql.table(tabela)}
        for each row execute function registro_imutavel()`.execute(db);
  }
}
