import { PLANO_STATUS, type PlanoTratamentoStatus } from '@odonto/api';

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

export interface PlanListQuery extends PlanListFilters {
  /** Current page, from 1. */
  pagina: number;
}

export const NO_FILTERS: PlanListFilters = { status: null, beneficiario: '', dataInicio: '', dataFim: '' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isPlanStatus = (value: number): value is PlanoTratamentoStatus =>
  (PLANO_STATUS as readonly number[]).includes(value);

function statusFrom(raw: string | null): PlanoTratamentoStatus | null {
  if (raw === null || !/^\d$/.test(raw)) return null;
  const value = Number(raw);
  return isPlanStatus(value) ? value : null;
}

const dateFrom = (raw: string | null): string => (raw !== null && ISO_DATE.test(raw) ? raw : '');

function pageFrom(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** Reads the list's query from the address, ignoring values the server would reject. */
export function readPlanListQuery(params: URLSearchParams): PlanListQuery {
  return {
    status: statusFrom(params.get('status')),
    beneficiario: (params.get('beneficiario') ?? '').trim().slice(0, 100),
    dataInicio: dateFrom(params.get('dataInicio')),
    dataFim: dateFrom(params.get('dataFim')),
    pagina: pageFrom(params.get('pagina')),
  };
}

/** The address query for some filters and page; empty values and page 1 are left out. */
export function planListSearchParams(filters: PlanListFilters, pagina = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== null) params.set('status', String(filters.status));
  const beneficiario = filters.beneficiario.trim();
  if (beneficiario) params.set('beneficiario', beneficiario);
  if (filters.dataInicio) params.set('dataInicio', filters.dataInicio);
  if (filters.dataFim) params.set('dataFim', filters.dataFim);
  if (pagina > 1) params.set('pagina', String(pagina));
  return params;
}

/** How many filters are set. */
export const activeFilterCount = (filters: PlanListFilters): number =>
  [
    filters.status !== null,
    filters.beneficiario !== '',
    filters.dataInicio !== '',
    filters.dataFim !== '',
  ].filter(Boolean).length;
