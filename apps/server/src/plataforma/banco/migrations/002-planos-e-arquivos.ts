import { type Kysely, sql } from 'kysely';

/** Treatment plans, their items, files, atos and the dentists' monthly closing batches (fechamento). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table plano_tratamento (
      id serial primary key,
      dentista_id integer not null references dentista(id),
      beneficiario_id integer not null references beneficiario(id),
      status smallint not null default 0 check (status between 0 and 4),
      criado_em timestamptz not null default now(),
      valido_ate timestamptz not null,
      tem_cooparticipacao boolean not null default false,
      percentual_cooparticipacao numeric(5, 2) not null default 0,
      solicitante_codigo text,
      solicitante_cro text,
      solicitante_uf char(2),
      solicitante_nome text,
      codigo_operadora text not null,
      nome_operadora text not null,
      codigo_ponto_atendimento text not null,
      nome_ponto_atendimento text not null,
      codigo_cnes text not null,
      observacoes text not null,
      usuario_criacao text not null
    )`.execute(db);
  // The plan list: a dentist's plans, newest first, paged.
  await sql`create index plano_tratamento_dentista_idx on plano_tratamento (dentista_id, criado_em desc, id desc)`.execute(
    db,
  );
  await sql`create index plano_tratamento_beneficiario_idx on plano_tratamento (beneficiario_id)`.execute(db);

  await sql`
    create table fechamento (
      id serial primary key,
      dentista_id integer not null references dentista(id),
      competencia char(7) not null,
      status text not null default 'aberto' check (status in ('aberto', 'fechado')),
      criado_em timestamptz not null default now(),
      unique (dentista_id, competencia)
    )`.execute(db);

  await sql`
    create table plano_tratamento_item (
      id serial primary key,
      plano_tratamento_id integer not null references plano_tratamento(id) on delete cascade,
      procedimento_id integer not null references procedimento(id),
      id_dente smallint not null,
      faces text not null,
      status text not null default 'Aguardando Aprovação'
        check (status in ('Aguardando Aprovação', 'Auditoria', 'Autorizado', 'Realizado', 'Negado', 'Ativo')),
      motivo_status text,
      qtde_uso integer not null default 1 check (qtde_uso >= 1),
      valor_uso_centavos integer not null default 0,
      observacao text not null default '',
      fechamento_id integer references fechamento(id),
      criado_em timestamptz not null default now(),
      atualizado_em timestamptz not null default now(),
      usuario_atualizacao text not null
    )`.execute(db);
  await sql`create index plano_tratamento_item_plano_idx on plano_tratamento_item (plano_tratamento_id, id)`.execute(
    db,
  );
  await sql`create index plano_tratamento_item_fechamento_idx on plano_tratamento_item (fechamento_id)`.execute(
    db,
  );

  await sql`
    create table ato (
      id serial primary key,
      dentista_id integer not null references dentista(id),
      plano_tratamento_id integer not null references plano_tratamento(id) on delete cascade,
      plano_tratamento_item_id integer not null references plano_tratamento_item(id) on delete cascade,
      data_realizacao date not null,
      observacao text,
      usuario_criacao text not null,
      criado_em timestamptz not null default now()
    )`.execute(db);
  await sql`create index ato_dentista_idx on ato (dentista_id, id)`.execute(db);
  await sql`create index ato_plano_idx on ato (plano_tratamento_id, id)`.execute(db);

  await sql`
    create table plano_imagem (
      id serial primary key,
      plano_tratamento_id integer not null references plano_tratamento(id) on delete cascade,
      imagem_tipo_id integer not null references imagem_tipo(id),
      dentista_id integer not null references dentista(id),
      nome_arquivo_original text not null,
      content_type text not null,
      tamanho integer not null,
      chave text not null unique,
      criado_em timestamptz not null default now()
    )`.execute(db);
  await sql`create index plano_imagem_plano_idx on plano_imagem (plano_tratamento_id, id)`.execute(db);
}
