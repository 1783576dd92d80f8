import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { parseCsvLine } from '../../csv';

const glosaCodesFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../seed/tiss-glosas-odonto.csv',
);

/** The dental glosa codes of TISS Tabela 38 (reference data every glosa points to). */
async function readGlosaCodes(): Promise<{ codigo: string; descricao: string }[]> {
  const lines = (await readFile(glosaCodesFile, 'utf8')).split(/\r?\n/).filter((line) => line.trim());
  return lines.slice(1).map((line) => {
    const [codigo = '', descricao = ''] = parseCsvLine(line);
    return { codigo: codigo.trim(), descricao: descricao.trim() };
  });
}

/** The dentist's own data (docs/product-rules.md#d11 to #d13): glosas, financial records, ombudsman messages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table motivo_glosa (
      codigo text primary key,
      descricao text not null
    )`.execute(db);
  const codes = await readGlosaCodes();
  await sql`
    insert into motivo_glosa (codigo, descricao)
    values ${sql.join(codes.map(({ codigo, descricao }) => sql`(${codigo}, ${descricao})`))}`.execute(db);

  await sql`
    create table glosa (
      id serial primary key,
      dentista_id integer not null references dentista(id) on delete cascade,
      beneficiario_id integer not null references beneficiario(id),
      procedimento_id integer not null references procedimento(id),
      motivo_codigo text not null references motivo_glosa(codigo),
      observacao text,
      valor_original_centavos integer not null check (valor_original_centavos >= 0),
      valor_glosado_centavos integer not null
        check (valor_glosado_centavos >= 0 and valor_glosado_centavos <= valor_original_centavos),
      status text not null check (status in ('pending', 'under_review', 'approved', 'rejected')),
      operadora text not null,
      data_envio date not null,
      data_resposta date,
      criado_em timestamptz not null default now(),
      atualizado_em timestamptz not null default now(),
      check (data_resposta is null or data_resposta >= data_envio)
    )`.execute(db);
  await sql`create index glosa_dentista_idx on glosa (dentista_id, data_envio desc, id desc)`.execute(db);

  await sql`
    create table registro_financeiro (
      id serial primary key,
      dentista_id integer not null references dentista(id) on delete cascade,
      beneficiario_id integer not null references beneficiario(id),
      descricao text not null,
      valor_centavos integer not null check (valor_centavos >= 0),
      metodo_pagamento text not null
        check (metodo_pagamento in ('credit_card', 'debit_card', 'cash', 'pix', 'bank_transfer')),
      status text not null check (status in ('pending', 'completed', 'cancelled', 'refunded')),
      data_vencimento date not null,
      data_pagamento date,
      criado_em timestamptz not null default now(),
      atualizado_em timestamptz not null default now(),
      check (status in ('completed', 'refunded') or data_pagamento is null)
    )`.execute(db);
  await sql`
    create index registro_financeiro_dentista_idx
      on registro_financeiro (dentista_id, data_vencimento desc, id desc)`.execute(db);

  await sql`create sequence ouvidoria_protocolo_seq`.execute(db);
  await sql`
    create table ouvidoria_mensagem (
      id serial primary key,
      dentista_id integer not null references dentista(id) on delete cascade,
      protocolo text not null unique,
      protocolo_anterior text,
      numero_carteira text not null,
      nome text not null,
      email text not null,
      telefone text,
      whatsapp text not null,
      cidade text not null,
      mensagem text not null,
      prazo_resposta date not null,
      recebido_em timestamptz not null default now()
    )`.execute(db);
  await sql`create index ouvidoria_mensagem_dentista_idx on ouvidoria_mensagem (dentista_id)`.execute(db);
}
