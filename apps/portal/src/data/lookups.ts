import type { DentistApi } from '@odonto/api';
import { dataOf } from '@odonto/api';
import { queryOptions } from '@tanstack/react-query';
import { envelopeData } from './account';
import { queryKeys } from './keys';

// Reference tables change with a new release of the operator's registry, not during a session.
const forTheSession = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/** The procedure table (GET /v2/audiProcedimento/resumo), loaded once per session. */
export const procedimentosQuery = (dentistApi: DentistApi) =>
  queryOptions({
    queryKey: queryKeys.procedimentos,
    queryFn: ({ signal }) =>
      dataOf(dentistApi.GET('/v2/audiProcedimento/resumo', { signal })).then(envelopeData),
    ...forTheSession,
  });

/** The image types of plan files (GET /v2/dentImagemTipo), loaded once per session. */
export const imageTypesQuery = (dentistApi: DentistApi) =>
  queryOptions({
    queryKey: queryKeys.imageTypes,
    queryFn: ({ signal }) => dataOf(dentistApi.GET('/v2/dentImagemTipo', { signal })).then(envelopeData),
    ...forTheSession,
  });

/** Dentists by CRO (GET /v2/dentista). */
export const dentistasQuery = (dentistApi: DentistApi, numeroCRO: string) =>
  queryOptions({
    queryKey: queryKeys.dentistas(numeroCRO),
    queryFn: ({ signal }) =>
      dataOf(dentistApi.GET('/v2/dentista', { params: { query: { numeroCRO } }, signal })).then(envelopeData),
  });

/** Beneficiaries by card number or CPF (GET /v2/beneficiario). */
export const beneficiariosQuery = (dentistApi: DentistApi, carteirinhaOuCpf: string) =>
  queryOptions({
    queryKey: queryKeys.beneficiarios(carteirinhaOuCpf),
    queryFn: ({ signal }) =>
      dataOf(dentistApi.GET('/v2/beneficiario', { params: { query: { carteirinhaOuCpf } }, signal })).then(
        envelopeData,
      ),
  });
