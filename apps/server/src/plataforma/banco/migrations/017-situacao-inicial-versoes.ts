import { type Kysely, sql } from 'kysely';

/**
 * The initial situation (situação inicial) as evidence per guide (issue #29): each record is a new version of
 * the beneficiary's situation (number 1..n, author, date, the periodontal and soft-tissue answers and an
 * observation), with its teeth (condition A, E, H, C, R or N, not evaluated); versions are never updated.
 * A plan carries the version frozen for it when its first item was added. The old record of each beneficiary
 * becomes their version 1, and plans that already had items carry it; the old table goes. Both tables only
 * grow: a trigger refuses UPDATE, DELETE and TRUNCATE, as on the item history and the guide emissions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table situacao_inicial_versao (
      id serial primary key,
      beneficiario_id integer not null references beneficiario(id),
      numero integer not null check (numero >= 1),
      dentista_id integer not null references dentista(id),
      criado_em timestamptz not null default now(),
      doenca_periodontal boolean,
      alteracao_tecido_mole boolean,
      observacao text check (char_length(observacao) <= 1000),
      unique (beneficiario_id, numero)
    )`.execute(db);
  await sql`
    create table situacao_inicial_dente (
      versao_id integer not null references situacao_inicial_versao(id),
      id_dente smallint not null,
      condicao char(1) not null check (condicao in ('A', 'E', 'H', 'C', 'R', 'N')),
      data_registro date not null,
      primary key (versao_id, id_dente)
    )`.execute(db);

  await sql`
    insert into situacao_inicial_versao (beneficiario_id, numero, dentista_id, criado_em)
    select distinct on (beneficiario_id) beneficiario_id, 1, dentista_id, atualizado_em
      from odontograma_inicial
     order by beneficiario_id, atualizado_em desc, dentista_id`.execute(db);
  await sql`
    insert into situacao_inicial_dente (versao_id, id_dente, condicao, data_registro)
    select v.id, o.id_dente, o.condicao, o.data_registro
      from odontograma_inicial o join situacao_inicial_versao v on v.beneficiario_id = o.beneficiario_id`.execute(
    db,
  );

  await sql`
    alter table plano_tratamento
      add column situacao_inicial_versao_id integer references situacao_inicial_versao(id)`.execute(db);
  await sql`
    update plano_tratamento p set situacao_inicial_versao_id = v.id
      from situacao_inicial_versao v
     where v.beneficiario_id = p.beneficiario_id
       and exists (select 1 from plano_tratamento_item i where i.plano_tratamento_id = p.id)`.execute(db);

  await sql`drop table odontograma_inicial`.execute(db);
  await sql`
    create function situacao_inicial_so_cresce() returns trigger language plpgsql as $$
    begin
      raise exception 'a situação inicial só recebe novas versões';
    end $$`.execute(db);
  for (const table of ['situacao_inicial_versao', 'situacao_inicial_dente']) {
    await sql`
      create trigger ${sql.id(`${table}_so_cresce`)} before update or delete on ${sql.table(table)}
        for each row execute function situacao_inicial_so_cresce()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_sem_truncate`)} before truncate on ${sql.table(table)}
        for each statement execute function situacao_inicial_so_cresce()`.execute(db);
  }
}
