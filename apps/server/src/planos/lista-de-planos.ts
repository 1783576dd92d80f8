import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { BeneficiarioTable } from '../cadastros/schema';
import type { DentistOperations, QueryParams } from '../contract';
import { preparedQuery } from '../plataforma/banco/prepared';
import type { Database } from '../plataforma/banco/schema';
import { ApiError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { containsPattern, digitsOf, withoutAccents } from '../plataforma/listagem';
import type { OperacaoAcesso } from '../trilha-de-acesso/schema';
import { MSG_PLANOS } from './messages';
import { type PlanoResumoRow, planoResumoQuery, planoResumoRecord } from './records';
import type { PlanoTratamentoTable } from './schema';

/** Plans per page when the list is paged without a size. */
export const PLANOS_POR_PAGINA = 20;

/** Page, status, beneficiary (name or card) and issue-date range of the plan list. */
export type PlanoFiltros = QueryParams<DentistOperations['listPlanosByDentista']>;

type ListDb = Database & { p: PlanoTratamentoTable; b: BeneficiarioTable };

/**
 * The list's values as its SQL compares them: the caller, the filters asked (issue dates as the instants that
 * bound them, the beneficiary as LIKE patterns) and the page. Absent filters are undefined.
 */
interface ListValues extends Record<string, unknown> {
  dentistaId: number;
  status: PlanoFiltros['status'];
  inicio: Date | undefined;
  fim: Date | undefined;
  /** ILIKE pattern on the name, accents folded. */
  nome: string | undefined;
  /** LIKE pattern on the card number, when the term is made of digits. */
  carteira: string | undefined;
  limit: number;
  offset: number;
}

function listValuesOf(dentistaId: number, filtros: PlanoFiltros, limit: number, offset: number): ListValues {
  let fim: Date | undefined;
  if (filtros.dataFim) {
    fim = new Date(`${filtros.dataFim}T00:00:00.000Z`);
    fim.setUTCDate(fim.getUTCDate() + 1);
  }
  const termo = filtros.beneficiario?.trim();
  const digits = termo ? digitsOf(termo) : null;
  return {
    dentistaId,
    status: filtros.status,
    inicio: filtros.dataInicio ? new Date(`${filtros.dataInicio}T00:00:00.000Z`) : undefined,
    fim,
    nome: termo ? containsPattern(termo) : undefined,
    carteira: digits ? containsPattern(digits) : undefined,
    limit,
    offset,
  };
}

/** How the list is sorted (openapi listPlanosByDentista `ordenarPor`, `ordem`): newest first unless asked. */
interface Ordenacao {
  por: NonNullable<PlanoFiltros['ordenarPor']>;
  ordem: 'asc' | 'desc';
}

const ordenacaoOf = (filtros: PlanoFiltros): Ordenacao => ({
  por: filtros.ordenarPor ?? 'emissao',
  ordem: filtros.ordem ?? 'desc',
});

/**
 * The ORDER BY of a sorting, as [column, direction] pairs over the plan's own columns: the asked column, then
 * what makes the order total (equal statuses newest first, and the plan's id last), so that the pages neither
 * repeat nor skip a plan. Only these whitelisted columns ever reach the SQL.
 */
function orderOf({
  por,
  ordem,
}: Ordenacao): ReadonlyArray<readonly ['criadoEm' | 'validoAte' | 'status' | 'id', 'asc' | 'desc']> {
  if (por === 'status')
    return [
      ['status', ordem],
      ['criadoEm', 'desc'],
      ['id', 'desc'],
    ];
  return [
    [por === 'validade' ? 'validoAte' : 'criadoEm', ordem],
    ['id', ordem],
  ];
}

/** The plan's own filters (dentist, status, issue dates): all in plano_tratamento_dentista_lista_idx. */
function planFiltersOf(values: ListValues) {
  return (eb: ExpressionBuilder<ListDb, 'p'>) => {
    const conditions = [eb('p.dentistaId', '=', values.dentistaId)];
    if (values.status !== undefined) conditions.push(eb('p.status', '=', values.status));
    if (values.inicio !== undefined) conditions.push(eb('p.criadoEm', '>=', values.inicio));
    if (values.fim !== undefined) conditions.push(eb('p.criadoEm', '<', values.fim));
    return eb.and(conditions);
  };
}

/** The beneficiary filter (name or card), when one is asked. */
function beneficiaryFilterOf(values: ListValues) {
  const { nome, carteira } = values;
  if (nome === undefined) return undefined;
  return (eb: ExpressionBuilder<ListDb, 'b'>) => {
    // Accents folded on both sides, as in the Glosas and Financeiro searches: 'Joao' finds 'João'.
    const porNome = eb(withoutAccents(eb.ref('b.nome')), 'ilike', nome);
    return carteira !== undefined ? eb.or([porNome, eb('b.numeroCarteira', 'like', carteira)]) : porNome;
  };
}

/**
 * The page of the list for one combination of filters (which are asked, and whether it is paged), prepared
 * once (plataforma/banco/prepared.ts): the list is the busiest read of the portal. Paged without a beneficiary
 * filter, the total rides on the page's query as an uncorrelated subquery (run once, the same index-only
 * scan). The same statement records the page's beneficiaries in the access trail (trilha-de-acesso/beneficiary-access.ts,
 * one row per plan shown, in the page's order), from the rows it has just read: one statement and one round
 * trip per page instead of a read and then an insert built from its result.
 */
function listQueryOf(values: ListValues, paged: boolean, ordenacao: Ordenacao) {
  const order = orderOf(ordenacao);
  return preparedQuery<Database, ListValues & { ip: string }, PlanoResumoRow & { total: number | null }>(
    (db, param) => {
      // The filters that are asked, as parameters; the others stay out of the SQL.
      const asked = (name: keyof ListValues & string) =>
        values[name] === undefined ? undefined : param(name);
      const slots: ListValues = {
        dentistaId: param('dentistaId'),
        status: asked('status') as PlanoFiltros['status'],
        inicio: asked('inicio') as Date | undefined,
        fim: asked('fim') as Date | undefined,
        nome: asked('nome') as string | undefined,
        carteira: asked('carteira') as string | undefined,
        limit: param('limit'),
        offset: param('offset'),
      };
      const planFilters = planFiltersOf(slots);
      const beneficiaryFilter = beneficiaryFilterOf(slots);
      let query = planoResumoQuery(db).where(planFilters);
      if (beneficiaryFilter) query = query.where(beneficiaryFilter);
      for (const [column, direction] of order) query = query.orderBy(`p.${column}`, direction);
      if (paged) query = query.limit(slots.limit).offset(slots.offset);
      const page =
        paged && !beneficiaryFilter
          ? query.select((eb) =>
              eb
                .selectFrom('planoTratamento as p')
                .where(planFilters)
                .select(sql<number | null>`count(*)::int`.as('total'))
                .as('total'),
            )
          : query.select(sql<number | null>`null::int`.as('total'));
      const shown = db
        .with('pagina', () => page)
        .with('trilha', (qc) => {
          let rows = qc
            .selectFrom('pagina')
            .select([
              sql<number>`${slots.dentistaId}::int`.as('dentistaId'),
              sql<OperacaoAcesso>`${sql.lit('lista_planos')}`.as('operacao'),
              'numeroCarteira',
              'id',
              sql<string>`${param('ip')}::text`.as('ip'),
              'beneficiarioId',
            ]);
          for (const [column, direction] of order) rows = rows.orderBy(column, direction);
          return qc
            .insertInto('acessoBeneficiario')
            .columns(['dentistaId', 'operacao', 'numeroCarteira', 'planoId', 'ip', 'beneficiarioId'])
            .expression(rows);
        })
        .selectFrom('pagina')
        .selectAll();
      let ordered = shown;
      for (const [column, direction] of order) ordered = ordered.orderBy(column, direction);
      return ordered.compile();
    },
  );
}

/** The prepared list queries by combination of filters and sorting: at most 2^6 × 3 × 2 of them. */
const listQueries = new Map<string, ReturnType<typeof listQueryOf>>();

function listQuery(values: ListValues, paged: boolean, ordenacao: Ordenacao) {
  const key = [
    paged,
    ...(['status', 'inicio', 'fim', 'nome', 'carteira'] as const).map((name) => values[name] !== undefined),
  ]
    .map(Number)
    .join('')
    .concat(`:${ordenacao.por}:${ordenacao.ordem}`);
  let query = listQueries.get(key);
  if (!query) {
    query = listQueryOf(values, paged, ordenacao);
    listQueries.set(key, query);
  }
  return query;
}

/**
 * The caller's plans, newest first unless another order is asked; paged when a page or size is asked, always with the total. The total
 * is counted without the beneficiary join unless the beneficiary is a filter, an index-only scan of
 * plano_tratamento_dentista_lista_idx (migration 009, docs/benchmarks.md), in the page's own statement;
 * with a beneficiary filter, only when the page does not tell it (a full page, or an empty one past the
 * first).
 * The page's beneficiaries are recorded in the access trail ('lista_planos', from `trilha.ip`) by the
 * page's own statement.
 */
export async function listaDePlanos(
  db: Kysely<Database>,
  caller: Caller,
  cro: string,
  filtros: PlanoFiltros,
  trilha: { ip: string },
) {
  // Another CRO, existing or not, answers as an empty search would: nothing tells them apart.
  if (cro !== caller.cro) throw new ApiError(404, MSG_PLANOS.planoNaoEncontrado);
  const paged = filtros.pagina !== undefined || filtros.tamanhoPagina !== undefined;
  const pagina = filtros.pagina ?? 1;
  const limit = filtros.tamanhoPagina ?? PLANOS_POR_PAGINA;
  const offset = (pagina - 1) * limit;
  const values = listValuesOf(caller.id, filtros, limit, offset);
  const { rows } = await listQuery(values, paged, ordenacaoOf(filtros))(db, { ...values, ip: trilha.ip });
  const known =
    rows[0]?.total ??
    (!paged || rows.length < limit ? (rows.length > 0 || offset === 0 ? offset + rows.length : null) : null);
  const total = known ?? (await contagem(db, values));
  const tamanhoPagina = paged ? limit : total;
  return {
    data: rows.map(planoResumoRecord),
    paginacao: {
      pagina,
      tamanhoPagina,
      total,
      totalPaginas: tamanhoPagina > 0 ? Math.ceil(total / tamanhoPagina) : 0,
    },
  };
}

/** How many plans the filters find (the beneficiary joined only when it is a filter). */
async function contagem(db: Kysely<Database>, values: ListValues): Promise<number> {
  const planFilters = planFiltersOf(values);
  const beneficiaryFilter = beneficiaryFilterOf(values);
  const counted = beneficiaryFilter
    ? db
        .selectFrom('planoTratamento as p')
        .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
        .where(planFilters)
        .where(beneficiaryFilter)
    : db.selectFrom('planoTratamento as p').where(planFilters);
  const { total } = await counted.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return total;
}
