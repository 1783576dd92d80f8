import { type Kysely, sql } from 'kysely';

/**
 * Procedure rules (issue #15, docs/product-rules.md#procedure-rules): the beneficiary's birth date (age
 * rules, glosa 3003); items placed where their procedure belongs, a tooth with faces or a Tabela 42 region
 * (arcada, hemiarco, sextante, região), so tooth and faces may be absent; the initial odontogram (situação
 * inicial) per beneficiary and tooth; and its reads and writes in the beneficiary access trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table beneficiario add column data_nascimento date`.execute(db);

  await sql`
    alter table plano_tratamento_item
      alter column id_dente drop not null,
      alter column faces drop not null,
      add column arcada text,
      add column hemi_arcada text,
      add column sextante text,
      add column regiao text`.execute(db);

  await sql`
    create table odontograma_inicial (
      beneficiario_id integer not null references beneficiario(id),
      id_dente smallint not null,
      condicao char(1) not null check (condicao in ('A', 'E', 'H', 'C', 'R')),
      data_registro date not null,
      dentista_id integer not null references dentista(id),
      atualizado_em timestamptz not null default now(),
      primary key (beneficiario_id, id_dente)
    )`.execute(db);

  await sql`alter table acesso_beneficiario drop constraint acesso_beneficiario_operacao_check`.execute(db);
  await sql`
    alter table acesso_beneficiario add constraint acesso_beneficiario_operacao_check check (operacao in (
      'busca_carteira', 'busca_cpf', 'consulta_plano', 'lista_planos',
      'consulta_odontograma', 'registro_odontograma'
    ))`.execute(db);
}
