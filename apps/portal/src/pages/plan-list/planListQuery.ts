import { PLANO_STATUS, type PlanoTratamentoStatus } from '@odonto/api';
import { dateParam, listQueryCodec, oneOfParam, pageParam, textParam } from '@odonto/web-shell';

/** Plans per page asked of the server (openapi/dentist.yaml: the plans' default page size). */
export const PLAN_PAGE_SIZE = 20;

/** The filters of docs/product-rules.md#d8, as kept in the address's query. */
export interface PlanListFilters {
  status: PlanoTratamentoStatus | null;
  /** Part of the beneficiary's name or card number. */
  beneficiario: string;
  /** Issued from this date (yyyy-MM-dd), inclusive; '' for no bound. */
  dataInicio: string;
  /** Issued up to this date (yyyy-MM-dd), inclusive; '' for no bound. */
  dataFim: string;
}

/** The columns the server sorts the plans by (listPlanosByDentista `ordenarPor`). */
export const PLAN_SORT_KEYS = ['emissao', 'validade', 'status'] as const;
/** The server's own order: newest issue first. */
export const PLAN_DEFAULT_SORT = { by: 'emissao', order: 'desc' } as const;

/** The sorting asked in the address; null: the server's own order. */
export interface PlanListSorting {
  ordenarPor: (typeof PLAN_SORT_KEYS)[number] | null;
  ordem: 'asc' | 'desc' | null;
}

export interface PlanListQuery extends PlanListFilters, PlanListSorting {
  /** Current page, from 1. */
  pagina: number;
}

export const NO_FILTERS: PlanListFilters = { status: null, beneficiario: '', dataInicio: '', dataFim: '' };

const planListAddress = listQueryCodec<PlanListQuery>({
  status: oneOfParam(PLANO_STATUS),
  beneficiario: textParam({ trim: true }),
  dataInicio: dateParam(),
  dataFim: dateParam(),
  ordenarPor: oneOfParam(PLAN_SORT_KEYS),
  ordem: oneOfParam(['asc', 'desc'] as const),
  pagina: pageParam(),
});

/** Reads the list's query from the address, ignoring values the server would reject. */
export const readPlanListQuery = (params: URLSearchParams): PlanListQuery => planListAddress.read(params);

/** The address query for some filters (and sorting) and page; empty values and page 1 are left out. */
export const planListSearchParams = (
  filters: PlanListFilters & Partial<PlanListSorting>,
  pagina = 1,
): URLSearchParams => planListAddress.write({ ...filters, pagina });

/** How many filters are set. */
export const activeFilterCount = (filters: PlanListFilters): number =>
  [
    filters.status !== null,
    filters.beneficiario !== '',
    filters.dataInicio !== '',
    filters.dataFim !== '',
  ].filter(Boolean).length;
