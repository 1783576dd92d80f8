import { type Kysely, sql } from 'kysely';

/**
 * The operator's account analysis and the payment statement (issue #31, docs/product-rules.md#billing):
 * - one analysis per billed item (pay, glosa part, glosa all; a billing-phase Tabela 38 code and the auditor's
 *   note with a glosa), written once: a trigger refuses to change or delete it;
 * - one payment statement per paid batch (TISS demonstrativoPagamentoOdonto): its bytes, hash, number, the day
 *   and the method of the payment, written once as well;
 * - the standalone glosa and financial tables of migration 003 go, with their Tabela 38 copy: their rows were
 *   demo samples linked to no item, batch or guide, and nothing of them is carried over. Glosas and Financeiro
 *   now read the analyses and the batches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop table glosa`.execute(db);
  await sql`drop table registro_financeiro`.execute(db);
  await sql`drop table motivo_glosa`.execute(db);

  await sql`
    create table analise_conta_item (
      id serial primary key,
      plano_tratamento_item_id integer not null unique references plano_tratamento_item (id),
      fechamento_id integer not null references fechamento (id),
      auditor_id integer not null references dentista (id),
      decisao text not null check (decisao in ('pagar', 'glosarParte', 'glosarTudo')),
      valor_informado_centavos integer not null check (valor_informado_centavos >= 0),
      valor_glosado_centavos integer not null check (valor_glosado_centavos >= 0),
      codigo_glosa text,
      observacao text,
      analisado_em timestamptz not null default now(),
      check (valor_glosado_centavos <= valor_informado_centavos),
      check (
        (decisao = 'pagar' and valor_glosado_centavos = 0 and codigo_glosa is null)
        or (decisao = 'glosarTudo' and valor_glosado_centavos = valor_informado_centavos
            and codigo_glosa is not null and observacao is not null)
        or (decisao = 'glosarParte' and valor_glosado_centavos > 0
            and valor_glosado_centavos < valor_informado_centavos
            and codigo_glosa is not null and observacao is not null)
      )
    )`.execute(db);
  await sql`create index analise_conta_item_fechamento_idx on analise_conta_item (fechamento_id)`.execute(db);

  await sql`
    create table demonstrativo_pagamento (
      id serial primary key,
      fechamento_id integer not null unique references fechamento (id),
      numero text not null unique,
      emitido_em timestamptz not null,
      data_pagamento date not null,
      forma_pagamento text not null check (forma_pagamento in ('pix', 'bank_transfer')),
      auditor_id integer not null references dentista (id),
      valor_informado_centavos integer not null,
      valor_glosado_centavos integer not null,
      valor_franquia_centavos integer not null,
      valor_liberado_centavos integer not null,
      hash text not null,
      mensagem bytea not null,
      check (valor_liberado_centavos = valor_informado_centavos - valor_glosado_centavos)
    )`.execute(db);

  // Evidence: an analysis and a statement are written once.
  await sql`
    create function registro_imutavel() returns trigger language plpgsql as $$
    begin
      raise exception '% %: uma análise ou um demonstrativo registrado não muda', tg_table_name, old.id;
    end $$`.execute(db);
  await sql`
    create trigger analise_conta_item_imutavel before update or delete on analise_conta_item
      for each row execute function registro_imutavel()`.execute(db);
  await sql`
    create trigger demonstrativo_pagamento_imutavel before update or delete on demonstrativo_pagamento
      for each row execute function registro_imutavel()`.execute(db);
}
