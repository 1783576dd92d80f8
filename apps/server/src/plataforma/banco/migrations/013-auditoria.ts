import { type Kysely, sql } from 'kysely';

/**
 * The operator's audit of each plan item (issue 17, docs/product-rules.md#audit): an auditor role, the two TISS
 * statuses that wait for the dentist (4 and 5), the plan statuses 5 and 6, the plan's TISS status kept beside
 * its own, an append-only history of every item transition, the dentist's notifications, and the beneficiary
 * access trail's entry for an auditor opening a plan. Existing plans get the status their items give them, by
 * the rules of src/ciclo-de-vida/ciclo-de-vida.ts as they stand in this migration (written in SQL here, so that
 * the migration does not change when the rules do).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table dentista add column papel text not null default 'Dentista'
      check (papel in ('Dentista', 'Auditor'))`.execute(db);

  await sql`alter table plano_tratamento drop constraint plano_tratamento_status_check`.execute(db);
  await sql`
    alter table plano_tratamento add constraint plano_tratamento_status_check check (status between 0 and 6)`.execute(
    db,
  );
  // TISS dm_statusSolicitacao of the plan, derived with `status` (null for a draft).
  await sql`
    alter table plano_tratamento add column status_tiss smallint
      check (status_tiss between 1 and 7)`.execute(db);

  await sql`
    update plano_tratamento p set status = d.status, status_tiss = d.status_tiss
    from (
      select p.id,
        case when p.status = 4 then 4
             when count(i.id) = 0 then 0
             when bool_or(i.status in ('Aguardando Aprovação', 'Ativo', 'Auditoria')) then 1
             when bool_and(i.status = 'Negado') then 6
             when not bool_or(i.status = 'Autorizado') then 3
             when bool_or(i.status = 'Negado') then 5
             else 2 end as status,
        case when p.status = 4 then 6
             when count(i.id) = 0 then null
             when bool_or(i.status in ('Aguardando Aprovação', 'Ativo', 'Auditoria')) then 2
             when bool_and(i.status = 'Negado') then 3
             when bool_or(i.status = 'Negado') then 7
             else 1 end as status_tiss
      from plano_tratamento p left join plano_tratamento_item i on i.plano_tratamento_id = p.id
      group by p.id, p.status
    ) d
    where d.id = p.id`.execute(db);

  await sql`alter table plano_tratamento_item drop constraint plano_tratamento_item_status_check`.execute(db);
  await sql`
    alter table plano_tratamento_item add constraint plano_tratamento_item_status_check check (status in (
      'Aguardando Aprovação', 'Auditoria', 'Aguardando Justificativa', 'Aguardando Documentação',
      'Autorizado', 'Realizado', 'Negado', 'Ativo'
    ))`.execute(db);
  await sql`alter table plano_tratamento_item add column codigo_glosa text`.execute(db);
  // When the item last entered the audit queue: created, or sent back by the dentist's answer.
  await sql`alter table plano_tratamento_item add column na_fila_desde timestamptz`.execute(db);
  await sql`update plano_tratamento_item set na_fila_desde = criado_em`.execute(db);
  await sql`alter table plano_tratamento_item alter column na_fila_desde set not null`.execute(db);
  await sql`alter table plano_tratamento_item alter column na_fila_desde set default now()`.execute(db);
  // The queue reads the items in analysis, oldest first.
  await sql`
    create index plano_tratamento_item_fila_idx on plano_tratamento_item (na_fila_desde, id)
      where status in ('Aguardando Aprovação', 'Ativo', 'Auditoria')`.execute(db);

  // Items leave (a pending item removed by its dentist), their history stays: no foreign key to the item.
  await sql`
    create table plano_item_historico (
      id serial primary key,
      plano_tratamento_id integer not null references plano_tratamento (id),
      plano_tratamento_item_id integer not null,
      autor_id integer not null references dentista (id),
      autor_papel text not null check (autor_papel in ('Dentista', 'Auditor')),
      de text,
      para text not null,
      codigo_glosa text,
      motivo text,
      nota text,
      ids_imagem integer[] not null default '{}',
      criado_em timestamptz not null default now()
    )`.execute(db);
  await sql`
    create index plano_item_historico_plano_idx on plano_item_historico (plano_tratamento_id, id)`.execute(
    db,
  );
  await sql`
    create function plano_item_historico_so_cresce() returns trigger language plpgsql as $$
    begin
      raise exception 'o histórico dos itens só recebe novas linhas';
    end $$`.execute(db);
  await sql`
    create trigger plano_item_historico_so_cresce before update or delete on plano_item_historico
      for each row execute function plano_item_historico_so_cresce()`.execute(db);
  await sql`
    create trigger plano_item_historico_sem_truncate before truncate on plano_item_historico
      for each statement execute function plano_item_historico_so_cresce()`.execute(db);

  await sql`
    create table notificacao (
      id serial primary key,
      dentista_id integer not null references dentista (id),
      plano_tratamento_id integer not null references plano_tratamento (id),
      plano_tratamento_item_id integer,
      titulo text not null,
      texto text not null,
      criado_em timestamptz not null default now(),
      lida_em timestamptz
    )`.execute(db);
  await sql`create index notificacao_dentista_idx on notificacao (dentista_id, id desc)`.execute(db);

  await sql`alter table acesso_beneficiario drop constraint acesso_beneficiario_operacao_check`.execute(db);
  await sql`
    alter table acesso_beneficiario add constraint acesso_beneficiario_operacao_check check (operacao in (
      'busca_carteira', 'busca_cpf', 'consulta_plano', 'lista_planos',
      'consulta_odontograma', 'registro_odontograma', 'exporta_guia', 'imprime_guia', 'auditoria_plano'
    ))`.execute(db);
}
