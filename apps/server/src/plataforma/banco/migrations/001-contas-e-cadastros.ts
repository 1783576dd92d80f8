import { type Kysely, sql } from 'kysely';

/** Accounts (dentists, tokens, dev outbox) and the operator's registries. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dentista (
      id serial primary key,
      cro text not null unique,
      uf char(2) not null,
      nome text not null,
      email text not null,
      telefone text not null default '',
      clinica_nome text not null default '',
      clinica_cnpj text not null default '',
      clinica_endereco text not null default '',
      clinica_telefone text not null default '',
      senha_hash text,
      notificacao_email boolean not null default true,
      notificacao_sms boolean not null default false,
      notificacao_push boolean not null default false,
      consentimento boolean not null default false,
      consentimento_em timestamptz,
      criado_em timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table refresh_token (
      id serial primary key,
      dentista_id integer not null references dentista(id) on delete cascade,
      familia text not null,
      token_hash text not null unique,
      expira_em timestamptz not null,
      usado_em timestamptz,
      revogado_em timestamptz,
      ip_mascarado text not null default '',
      criado_em timestamptz not null default now()
    )`.execute(db);
  await sql`create index refresh_token_familia_idx on refresh_token (familia)`.execute(db);

  await sql`
    create table email_token (
      id serial primary key,
      dentista_id integer not null references dentista(id) on delete cascade,
      finalidade text not null check (finalidade in ('primeiro_acesso', 'redefinicao')),
      token_hash text not null unique,
      expira_em timestamptz not null,
      usado_em timestamptz,
      criado_em timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table email_outbox (
      id serial primary key,
      para text not null,
      assunto text not null,
      texto text not null,
      html text not null,
      link text,
      criado_em timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table beneficiario (
      id serial primary key,
      numero_carteira char(17) not null unique,
      cpf char(11) not null unique,
      tipo char(1) not null check (tipo in ('T', 'D')),
      titular_id integer references beneficiario(id),
      nome text not null,
      nome_social text,
      nome_produto text not null,
      data_vigencia_plano date not null,
      empresa text,
      nome_fantasia_operadora text not null
    )`.execute(db);
  await sql`create index beneficiario_titular_idx on beneficiario (titular_id)`.execute(db);

  await sql`create table especialidade (id serial primary key, nome text not null unique)`.execute(db);
  await sql`
    create table procedimento (
      id serial primary key,
      tuss text not null unique,
      descricao text not null,
      especialidade_id integer not null references especialidade(id),
      valor_centavos integer not null default 0
    )`.execute(db);
  await sql`create index procedimento_especialidade_idx on procedimento (especialidade_id)`.execute(db);

  await sql`create table imagem_tipo (id serial primary key, descricao text not null unique)`.execute(db);
}
