import type { DentistApi } from '@odonto/api';
import { dataOf } from '@odonto/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type FinanceiroQuery, type GlosasQuery, queryKeys } from './keys';

/** A page of glosas with the totals and insurers of the search (GET /v2/glosas). */
export const glosasQuery = (dentistApi: DentistApi, query: GlosasQuery) =>
  queryOptions({
    queryKey: queryKeys.glosas(query),
    queryFn: ({ signal }) => dataOf(dentistApi.GET('/v2/glosas', { params: { query }, signal })),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A page of financial records with the totals of the search (GET /v2/financeiro). */
export const financeiroQuery = (dentistApi: DentistApi, query: FinanceiroQuery) =>
  queryOptions({
    queryKey: queryKeys.financeiro(query),
    queryFn: ({ signal }) => dataOf(dentistApi.GET('/v2/financeiro', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
