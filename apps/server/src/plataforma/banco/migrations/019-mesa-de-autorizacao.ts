import { type Kysely, sql } from 'kysely';
import { prazoDoProcedimento } from '../../../ciclo-de-vida/prazos/prazos';
import { prazoDoItem } from '../../../ciclo-de-vida/prazos/regra-do-prazo';

/**
 * The operator's authorization desk (issue #30, docs/product-rules.md#authorization-desk):
 * - the beneficiary's card validity, inclusion date (where carências count from) and state (whose holidays
 *   count in the deadlines); existing rows take their plan's validity, an inclusion long past and SP;
 * - per item: when it was requested (never reset), its response deadline in business days, whether it is an
 *   urgency, an automatic authorization, when the clock stopped while the dentist owes an answer, the first
 *   final answer, the denial's ground and the last authorization with change (its request and answer are
 *   also in the history);
 * - two new item statuses ('Aguardando Aceite', 'Em Junta') and, in the append-only history, the ground of a
 *   denial and the mark of an automatic move (author 'Sistema').
 * Existing items get their deadline from their creation, by the tables as they stand when the migration runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table beneficiario add column validade_carteira date`.execute(db);
  await sql`update beneficiario set validade_carteira = data_vigencia_plano`.execute(db);
  await sql`alter table beneficiario alter column validade_carteira set not null`.execute(db);
  await sql`alter table beneficiario add column data_inclusao date not null default date '2020-01-01'`.execute(
    db,
  );
  await sql`alter table beneficiario alter column data_inclusao drop default`.execute(db);
  await sql`alter table beneficiario add column uf char(2) not null default 'SP'`.execute(db);
  await sql`alter table beneficiario alter column uf drop default`.execute(db);

  await sql`alter table plano_tratamento_item drop constraint plano_tratamento_item_status_check`.execute(db);
  await sql`
    alter table plano_tratamento_item add constraint plano_tratamento_item_status_check check (status in (
      'Aguardando Aprovação', 'Auditoria', 'Aguardando Justificativa', 'Aguardando Documentação',
      'Aguardando Aceite', 'Em Junta', 'Autorizado', 'Realizado', 'Negado', 'Ativo'
    ))`.execute(db);
  await sql`alter table plano_tratamento_item add column solicitado_em timestamptz`.execute(db);
  await sql`update plano_tratamento_item set solicitado_em = criado_em`.execute(db);
  await sql`alter table plano_tratamento_item alter column solicitado_em set not null`.execute(db);
  await sql`alter table plano_tratamento_item alter column solicitado_em set default now()`.execute(db);
  await sql`alter table plano_tratamento_item add column dias_uteis_prazo smallint not null default 7
    check (dias_uteis_prazo >= 0)`.execute(db);
  await sql`alter table plano_tratamento_item add column urgente boolean not null default false`.execute(db);
  await sql`alter table plano_tratamento_item add column prazo_resposta timestamptz`.execute(db);
  await sql`alter table plano_tratamento_item add column prazo_pausado_desde timestamptz`.execute(db);
  await sql`alter table plano_tratamento_item add column respondido_em timestamptz`.execute(db);
  await sql`alter table plano_tratamento_item add column autorizacao_automatica text
    check (autorizacao_automatica in ('urgencia', 'baixa-complexidade'))`.execute(db);
  await sql`alter table plano_tratamento_item add column fundamento text
    check (char_length(fundamento) <= 500)`.execute(db);
  await sql`alter table plano_tratamento_item add column alteracao jsonb`.execute(db);

  const itens = await sql<{ id: number; criado_em: Date; tuss: string; uf: string }>`
    select i.id, i.criado_em, pr.tuss, b.uf
    from plano_tratamento_item i
    join procedimento pr on pr.id = i.procedimento_id
    join plano_tratamento p on p.id = i.plano_tratamento_id
    join beneficiario b on b.id = p.beneficiario_id`.execute(db);
  for (const item of itens.rows) {
    const prazo = prazoDoProcedimento(item.tuss);
    await sql`
      update plano_tratamento_item
      set dias_uteis_prazo = ${prazo.diasUteis}, urgente = ${prazo.urgente},
        prazo_resposta = ${prazoDoItem(item.criado_em, prazo.diasUteis, item.uf)}
      where id = ${item.id}`.execute(db);
  }
  // Decided items answered when they were last moved: the best the old rows tell.
  await sql`
    update plano_tratamento_item set respondido_em = atualizado_em
    where status in ('Autorizado', 'Realizado', 'Negado')`.execute(db);
  await sql`alter table plano_tratamento_item alter column prazo_resposta set not null`.execute(db);
  // The queue reads the items waiting for the operator, by deadline.
  await sql`drop index plano_tratamento_item_fila_idx`.execute(db);
  await sql`
    create index plano_tratamento_item_prazo_idx on plano_tratamento_item (prazo_resposta, id)
      where status in ('Aguardando Aprovação', 'Ativo', 'Auditoria', 'Em Junta')`.execute(db);

  await sql`alter table plano_item_historico drop constraint plano_item_historico_autor_papel_check`.execute(
    db,
  );
  await sql`
    alter table plano_item_historico add constraint plano_item_historico_autor_papel_check
      check (autor_papel in ('Dentista', 'Auditor', 'Sistema'))`.execute(db);
  await sql`alter table plano_item_historico add column fundamento text`.execute(db);
  await sql`alter table plano_item_historico add column automatico boolean not null default false`.execute(
    db,
  );
}
