import { type Kysely, sql } from 'kysely';

/**
 * Security records: the per-CRO failed sign-in counter (shared by every server through the database), and
 * two append-only trails, beneficiary access (LGPD art. 11: health data) and security events. The trails
 * have no foreign keys on purpose: erasing or merging an account must not cascade into its audit trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tentativa_login (
      cro text primary key,
      falhas integer not null,
      ultima_falha_em timestamptz not null,
      bloqueado_ate timestamptz
    )`.execute(db);

  // One function refuses every change but an insert: a trail that can be edited proves nothing.
  await sql`
    create function recusa_alteracao_auditoria() returns trigger language plpgsql as $$
    begin
      raise exception 'a tabela % aceita apenas inserções (trilha de auditoria)', tg_table_name
        using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);

  await sql`
    create table acesso_beneficiario (
      id bigint generated always as identity primary key,
      dentista_id integer not null,
      operacao text not null check (operacao in ('busca_carteira', 'busca_cpf', 'consulta_plano', 'lista_planos')),
      beneficiario_id integer,
      numero_carteira text,
      plano_id integer,
      ip text not null,
      criado_em timestamptz not null default now()
    )`.execute(db);
  await sql`create index acesso_beneficiario_dentista_idx on acesso_beneficiario (dentista_id, criado_em)`.execute(
    db,
  );

  await sql`
    create table evento_seguranca (
      id bigint generated always as identity primary key,
      tipo text not null check (tipo in (
        'login_sucesso', 'login_falha', 'login_bloqueado', 'reuso_refresh',
        'troca_senha', 'redefinicao_senha', 'senha_definida', 'logout'
      )),
      dentista_id integer,
      cro text,
      ip text not null,
      criado_em timestamptz not null default now()
    )`.execute(db);
  await sql`create index evento_seguranca_dentista_idx on evento_seguranca (dentista_id, criado_em)`.execute(
    db,
  );

  for (const table of ['acesso_beneficiario', 'evento_seguranca']) {
    await sql`
      create trigger ${sql.id(`${table}_somente_insercao`)}
        before update or delete on ${sql.table(table)}
        for each row execute function recusa_alteracao_auditoria()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_sem_truncate`)}
        before truncate on ${sql.table(table)}
        for each statement execute function recusa_alteracao_auditoria()`.execute(db);
  }
}
