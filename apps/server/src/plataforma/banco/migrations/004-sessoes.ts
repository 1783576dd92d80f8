import { type Kysely, sql } from 'kysely';

/**
 * Sessions: one row per login (the refresh-token family), so that ending a session is one row every
 * server can see (the bearer check reads the revoked ones) and a refresh can lock it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sessao (
      id text primary key,
      dentista_id integer not null references dentista(id) on delete cascade,
      criada_em timestamptz not null default now(),
      ultima_atividade_em timestamptz not null default now(),
      revogada_em timestamptz,
      motivo_revogacao text check (
        motivo_revogacao in ('logout', 'troca_senha', 'redefinicao_senha', 'reuso', 'expirada', 'inativa')
      )
    )`.execute(db);
  await sql`create index sessao_dentista_idx on sessao (dentista_id)`.execute(db);
  await sql`create index sessao_revogada_em_idx on sessao (revogada_em) where revogada_em is not null`.execute(
    db,
  );

  // The families issued before this migration become sessions; a family with no usable token is ended.
  await sql`
    insert into sessao (id, dentista_id, criada_em, ultima_atividade_em, revogada_em)
    select familia, min(dentista_id), min(criado_em), max(criado_em),
           case when bool_and(revogado_em is not null) then max(revogado_em) end
    from refresh_token
    group by familia`.execute(db);
  await sql`
    alter table refresh_token
      add constraint refresh_token_sessao_fk foreign key (familia) references sessao(id) on delete cascade`.execute(
    db,
  );

  // A token just rotated may be presented once more during the grace period: when that happened.
  await sql`alter table refresh_token add column reapresentado_em timestamptz`.execute(db);
}
