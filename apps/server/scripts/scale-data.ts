import { type Kysely, type RawBuilder, sql } from 'kysely';
import { hashPassword } from '../src/autenticacao/password';
import { DEMO_PASSWORD } from '../src/contas/demonstracao';
import type { Database } from '../src/plataforma/banco/schema';

/** How much to generate (the issue's operator scale by default). */
export interface ScaleSizes {
  beneficiarios: number;
  dentistas: number;
  planos: number;
  itensPorPlano: number;
}

export const OPERATOR_SCALE: ScaleSizes = {
  beneficiarios: 1_000_000,
  dentistas: 2_000,
  planos: 200_000,
  itensPorPlano: 3,
};

/** The generated dentists' CROs are FIRST_CRO + 1, + 2, ...: six digits, apart from the demo's five. */
export const FIRST_CRO = 200_000;
/** The generated CPFs are built on the 9-digit bases CPF_BASE + 0, + 1, ... (apart from the demo's). */
const CPF_BASE = 600_000_000;
const BATCH = 100_000;

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Hugo',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sabrina',
  'Tiago',
  'Vanessa',
  'Wagner',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];
const UFS = ['SP', 'RJ', 'MG', 'RS', 'PR', 'SC', 'BA', 'PE', 'CE', 'GO', 'DF', 'ES', 'PA', 'AM'];
const PRODUCTS = ['Odonto Essencial', 'Odonto Plus', 'Odonto Master'];
const PERMANENT_TEETH = [1, 2, 3, 4].flatMap((quadrant) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((tooth) => quadrant * 10 + tooth),
);
const FACES = ['O', 'M,O', 'O,D', 'V', 'M,O,D', 'L', 'R'];
const ITEM_STATUSES = ['Aguardando Aprovação', 'Auditoria', 'Autorizado', 'Realizado', 'Negado'];

const textArray = (values: string[]) => sql`${sql.val(values)}::text[]`;
const intArray = (values: number[]) => sql`${sql.val(values)}::int[]`;

/** The two CPF check digits of the 9-digit text `base`, in SQL: ((sum * 10) mod 11) mod 10. */
function cpfInSql(base: RawBuilder<string>): RawBuilder<string> {
  const digit = (i: number) => sql`substr(${base}, ${sql.lit(i)}, 1)::int`;
  const weighted = (first: number) =>
    sql.join(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => sql`${digit(i)} * ${sql.lit(first - i + 1)}`),
      sql` + `,
    );
  const d1 = sql`(((${weighted(10)}) * 10 % 11) % 10)`;
  const d2 = sql`(((${weighted(11)} + 2 * ${d1}) * 10 % 11) % 10)`;
  return sql<string>`${base} || ${d1}::text || ${d2}::text`;
}

async function nextId(db: Kysely<Database>, table: string): Promise<number> {
  const result = await sql<{
    next: number;
  }>`select (coalesce(max(id), 0) + 1)::int as next from ${sql.table(table)}`.execute(db);
  return result.rows[0]?.next ?? 1;
}

async function syncSequence(db: Kysely<Database>, table: string) {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
    db,
  );
}

/** Runs `insert` for [from, to) in batches, reporting progress. */
async function inBatches(
  label: string,
  total: number,
  insert: (from: number, to: number) => Promise<void>,
  log: (line: string) => void,
) {
  const started = Date.now();
  for (let from = 0; from < total; from += BATCH) {
    const to = Math.min(total, from + BATCH);
    await insert(from, to);
    log(`${label}: ${to.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`);
  }
  log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Generates the operator-scale data set with set-based SQL (generate_series, INSERT ... SELECT):
 * beneficiaries with valid CPFs (titulares with three dependentes each), dentists who can sign in with
 * the demo password, plans spread over them and items in every status. Returns false when the data set
 * is already there.
 */
export async function seedScale(
  db: Kysely<Database>,
  sizes: ScaleSizes = OPERATOR_SCALE,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  const firstCro = String(FIRST_CRO + 1);
  const present = await db.selectFrom('dentista').select('id').where('cro', '=', firstCro).executeTakeFirst();
  if (present) return false;

  const benStart = await nextId(db, 'beneficiario');
  await inBatches(
    'beneficiários',
    sizes.beneficiarios,
    async (from, to) => {
      // Families of four: n % 4 = 0 is the titular, the next three its dependentes.
      await sql`
        insert into beneficiario (id, numero_carteira, cpf, tipo, titular_id, nome, nome_social, nome_produto,
          data_vigencia_plano, empresa, nome_fantasia_operadora, validade_carteira, data_inclusao, uf)
        select ${benStart} + n,
          '0900' || lpad((1000 + (n / 4) / 1000000)::text, 4, '0') || lpad(((n / 4) % 1000000)::text, 6, '0')
            || lpad((n % 4)::text, 2, '0') || '1',
          ${cpfInSql(sql<string>`(${CPF_BASE} + n)::text`)},
          case when n % 4 = 0 then 'T' else 'D' end,
          case when n % 4 = 0 then null else ${benStart} + n - n % 4 end,
          (${textArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] || ' '
            || (${textArray(SURNAMES)})[1 + (n / 4) % ${SURNAMES.length}] || ' '
            || (${textArray(SURNAMES)})[1 + (n / 4 / ${SURNAMES.length}) % ${SURNAMES.length}],
          null,
          (${textArray(PRODUCTS)})[1 + (n / 4) % ${PRODUCTS.length}],
          date '2027-12-31',
          case when (n / 4) % 3 = 0 then null else 'Empresa Contratante ' || ((n / 4) % 500 + 1) end,
          'Odonto Cooperativa',
          date '2027-12-31',
          date '2020-01-01',
          'SP'
        from generate_series(${from}::int, ${to - 1}::int) as n`.execute(db);
    },
    log,
  );
  await syncSequence(db, 'beneficiario');

  const senhaHash = await hashPassword(DEMO_PASSWORD);
  const dentStart = await nextId(db, 'dentista');
  await sql`
    insert into dentista (id, cro, uf, nome, email, telefone, clinica_nome, clinica_cnpj, clinica_endereco,
      clinica_telefone, senha_hash)
    select ${dentStart} + k - 1,
      (${FIRST_CRO} + k)::text,
      (${textArray(UFS)})[1 + k % ${UFS.length}],
      case when k % 2 = 0 then 'Dra. ' else 'Dr. ' end
        || (${textArray(FIRST_NAMES)})[1 + k % ${FIRST_NAMES.length}] || ' '
        || (${textArray(SURNAMES)})[1 + k % ${SURNAMES.length}],
      'dentista' || k || '@example.com',
      '(11) 90000-' || lpad((k % 10000)::text, 4, '0'),
      'Clínica ' || k,
      lpad(k::text, 8, '0') || '000100',
      'Endereço da clínica ' || k,
      '(11) 3000-' || lpad((k % 10000)::text, 4, '0'),
      ${senhaHash}
    from generate_series(1, ${sizes.dentistas}::int) as k`.execute(db);
  await syncSequence(db, 'dentista');
  log(`dentistas: ${sizes.dentistas.toLocaleString('pt-BR')}`);

  const planStart = await nextId(db, 'plano_tratamento');
  // Plans spread over the dentists (the same number each), created over the last 90 days.
  const createdAt = (n: RawBuilder<number>) =>
    sql`now() - (${n} % 90) * interval '1 day' - (${n} % 1440) * interval '1 minute'`;
  await inBatches(
    'planos',
    sizes.planos,
    async (from, to) => {
      await sql`
        insert into plano_tratamento (id, dentista_id, beneficiario_id, status, criado_em, valido_ate,
          cancelado_em, codigo_operadora, nome_operadora, codigo_ponto_atendimento, nome_ponto_atendimento,
          codigo_cnes, observacoes, usuario_criacao)
        select ${planStart} + n,
          ${dentStart} + n % ${sizes.dentistas},
          ${benStart} + (n::bigint * 7919 % ${sizes.beneficiarios})::int,
          n % 5,
          ${createdAt(sql`n`)},
          ${createdAt(sql`n`)} + interval '60 days',
          -- A cancelled plan (status 4) has its date (migration 015).
          case when n % 5 = 4 then ${createdAt(sql`n`)} + interval '1 day' end,
          '900', 'Odonto Cooperativa', '1', 'Consultório do dentista executante', '0000000',
          'Plano de tratamento emitido pelo Portal do Dentista.',
          (${FIRST_CRO} + 1 + n % ${sizes.dentistas})::text
        from generate_series(${from}::int, ${to - 1}::int) as n`.execute(db);
    },
    log,
  );
  await syncSequence(db, 'plano_tratamento');

  const totalItens = sizes.planos * sizes.itensPorPlano;
  await inBatches(
    'itens',
    totalItens,
    async (from, to) => {
      await sql`
        with procedimentos as (select array_agg(id order by id) as ids from procedimento)
        insert into plano_tratamento_item (plano_tratamento_id, procedimento_id, id_dente, faces, status,
          valor_uso_centavos, usuario_atualizacao, criado_em, atualizado_em, solicitado_em, prazo_resposta)
        select ${planStart} + n / ${sizes.itensPorPlano},
          ids[1 + (n * 31) % cardinality(ids)],
          (${intArray(PERMANENT_TEETH)})[1 + n % ${PERMANENT_TEETH.length}],
          (${textArray(FACES)})[1 + n % ${FACES.length}],
          (${textArray(ITEM_STATUSES)})[1 + (n / ${sizes.itensPorPlano} + n) % ${ITEM_STATUSES.length}],
          10000,
          'carga',
          ${createdAt(sql`(n / ${sizes.itensPorPlano})`)},
          ${createdAt(sql`(n / ${sizes.itensPorPlano})`)},
          ${createdAt(sql`(n / ${sizes.itensPorPlano})`)},
          -- Load data: about 7 business days, without the holiday calendar.
          ${createdAt(sql`(n / ${sizes.itensPorPlano})`)} + interval '9 days'
        from procedimentos, generate_series(${from}::int, ${to - 1}::int) as n`.execute(db);
    },
    log,
  );
  // VACUUM as well: it sets the visibility map, without which the list's count and page read the heap
  // instead of their index-only scans until autovacuum comes round.
  await sql`vacuum analyze`.execute(db);
  return true;
}
