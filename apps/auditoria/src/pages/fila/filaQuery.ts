import type { FilaQuery } from '../../data/auditoria';

/** Items per page of the queue. */
export const FILA_PAGE_SIZE = 20;

/** The queue's text filters, as the URL's query names them (the API's own names). */
export const FILA_FILTERS = ['dentista', 'beneficiario', 'procedimento', 'diasNaFila'] as const;
export type FilaFilter = (typeof FILA_FILTERS)[number];
export type FilaFilterValues = Record<FilaFilter, string>;

const positiveInteger = (text: string | null, max: number): number | undefined => {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
};

/** The filters as typed, read from the URL ('' for each one not there). */
export const filterValues = (params: URLSearchParams): FilaFilterValues => ({
  dentista: params.get('dentista') ?? '',
  beneficiario: params.get('beneficiario') ?? '',
  procedimento: params.get('procedimento') ?? '',
  diasNaFila: params.get('diasNaFila') ?? '',
});

/** The request of the page the URL shows: empty filters and values the API would refuse are left out. */
export function filaQuery(params: URLSearchParams): FilaQuery {
  const values = filterValues(params);
  const text = (value: string) => {
    const trimmed = value.trim().slice(0, 100);
    return trimmed === '' ? undefined : trimmed;
  };
  const query: FilaQuery = {
    pagina: positiveInteger(params.get('pagina'), 100_000) || 1,
    tamanhoPagina: FILA_PAGE_SIZE,
  };
  const dentista = text(values.dentista);
  const beneficiario = text(values.beneficiario);
  const procedimento = text(values.procedimento);
  const diasNaFila = positiveInteger(values.diasNaFila.trim(), 3650);
  if (dentista) query.dentista = dentista;
  if (beneficiario) query.beneficiario = beneficiario;
  if (procedimento) query.procedimento = procedimento;
  if (diasNaFila !== undefined) query.diasNaFila = diasNaFila;
  return query;
}

/** The URL's query for these filters, from page 1 (the filled ones only). */
export function filterParams(values: FilaFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILA_FILTERS) {
    const value = values[name].trim();
    if (value) params.set(name, value);
  }
  return params;
}
