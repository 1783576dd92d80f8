import { type Kysely, sql } from 'kysely';

/**
 * The billing half of a plan (issue #31, docs/product-rules.md#billing):
 * - per item, the day it was performed (São Paulo) and when the dentist recorded it; items already
 *   'Realizado' take the day of their move to 'Realizado' in the history (or of their last change);
 * - a file may be the final documentation of one performed item (the rules table says which procedures need it);
 * - the monthly closing batch (fechamento) becomes a TISS batch: 'Aberto', then 'Enviado' with the message's
 *   bytes, hash and the operator's protocol, 'Em análise', 'Analisado', 'Pago', each step dated. No batch was
 *   ever sent before this migration, so every existing batch of a dentist merges into one open batch. A sent
 *   batch is evidence: a trigger refuses to change its message, hash, protocol or date, and refuses to take an
 *   item out of it or change what the item was billed with;
 * - a notification may tell of a batch's step instead of an item's decision;
 * - opening a batch is written to the beneficiary access trail ('consulta_lote', one row per guide).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table plano_tratamento_item
      add column data_realizacao date,
      add column realizacao_registrada_em timestamptz`.execute(db);
  await sql`
    update plano_tratamento_item i
       set realizacao_registrada_em = coalesce(
             (select max(h.criado_em) from plano_item_historico h
               where h.plano_tratamento_item_id = i.id and h.para = 'Realizado'),
             i.atualizado_em)
     where i.status = 'Realizado'`.execute(db);
  await sql`
    update plano_tratamento_item
       set data_realizacao = (realizacao_registrada_em at time zone 'America/Sao_Paulo')::date
     where status = 'Realizado'`.execute(db);

  await sql`
    alter table plano_imagem
      add column plano_tratamento_item_id integer references plano_tratamento_item (id) on delete set null`.execute(
    db,
  );
  await sql`
    create index plano_imagem_item_idx on plano_imagem (plano_tratamento_item_id)
      where plano_tratamento_item_id is not null`.execute(db);

  // One open batch per dentist: the oldest takes the items of the others.
  await sql`
    update plano_tratamento_item i
       set fechamento_id = (select min(f2.id) from fechamento f2 where f2.dentista_id = f.dentista_id)
      from fechamento f
     where f.id = i.fechamento_id`.execute(db);
  await sql`
    delete from fechamento f
     where f.id <> (select min(f2.id) from fechamento f2 where f2.dentista_id = f.dentista_id)`.execute(db);
  await sql`alter table fechamento drop constraint fechamento_status_check`.execute(db);
  await sql`alter table fechamento drop constraint fechamento_dentista_id_competencia_key`.execute(db);
  await sql`update fechamento set status = 'Aberto'`.execute(db);
  await sql`
    alter table fechamento
      alter column status set default 'Aberto',
      add constraint fechamento_status_check
        check (status in ('Aberto', 'Enviado', 'Em análise', 'Analisado', 'Pago')),
      add column enviado_em timestamptz,
      add column protocolo text,
      add column hash text,
      add column mensagem bytea,
      add column em_analise_em timestamptz,
      add column analisado_em timestamptz,
      add column pago_em timestamptz,
      add constraint fechamento_enviado_check check (
        status = 'Aberto'
        or (enviado_em is not null and protocolo is not null and hash is not null and mensagem is not null))`.execute(
    db,
  );
  await sql`create unique index fechamento_aberto_idx on fechamento (dentista_id) where status = 'Aberto'`.execute(
    db,
  );
  await sql`create unique index fechamento_protocolo_idx on fechamento (protocolo)`.execute(db);

  // A batch opened shows its guides' beneficiaries: the access trail records it.
  await sql`alter table acesso_beneficiario drop constraint acesso_beneficiario_operacao_check`.execute(db);
  await sql`
    alter table acesso_beneficiario add constraint acesso_beneficiario_operacao_check check (operacao in (
      'busca_carteira', 'busca_cpf', 'consulta_plano', 'lista_planos',
      'consulta_odontograma', 'registro_odontograma', 'exporta_guia', 'imprime_guia', 'auditoria_plano',
      'consulta_lote'
    ))`.execute(db);

  // A notification tells of an item's decision or of a batch's step.
  await sql`
    alter table notificacao
      alter column plano_tratamento_id drop not null,
      add column lote_id integer references fechamento (id),
      add constraint notificacao_assunto_check check ((plano_tratamento_id is null) <> (lote_id is null))`.execute(
    db,
  );

  await sql`
    create function lote_enviado_imutavel() returns trigger language plpgsql as $$
    begin
      if old.status <> 'Aberto' and (
           new.mensagem is distinct from old.mensagem or new.hash is distinct from old.hash
           or new.protocolo is distinct from old.protocolo or new.enviado_em is distinct from old.enviado_em
           or new.dentista_id is distinct from old.dentista_id) then
        raise exception 'lote % já enviado: a mensagem, o hash e o protocolo não mudam', old.id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger fechamento_enviado_imutavel before update on fechamento
      for each row execute function lote_enviado_imutavel()`.execute(db);
  await sql`
    create function item_faturado_imutavel() returns trigger language plpgsql as $$
    begin
      if old.fechamento_id is not null
         and exists (select 1 from fechamento f where f.id = old.fechamento_id and f.status <> 'Aberto')
         and (new.fechamento_id is distinct from old.fechamento_id
              or new.data_realizacao is distinct from old.data_realizacao
              or new.valor_uso_centavos is distinct from old.valor_uso_centavos
              or new.qtde_uso is distinct from old.qtde_uso
              or new.procedimento_id is distinct from old.procedimento_id) then
        raise exception 'item % faturado num lote enviado: o que foi faturado não muda', old.id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger plano_tratamento_item_faturado_imutavel before update on plano_tratamento_item
      for each row execute function item_faturado_imutavel()`.execute(db);
}
