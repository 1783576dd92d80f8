import { listQueryCodec, pageParam, textParam, wholeNumberParam } from '@odonto/web-shell';
import type { FilaQuery } from '../../data/auditoria';

/** Items per page of the queue. */
export const FILA_PAGE_SIZE = 20;

/** The queue's text filters, as the URL's query names them (the API's own names). */
export const FILA_FILTERS = ['dentista', 'beneficiario', 'procedimento', 'diasNaFila'] as const;
export type FilaFilter = (typeof FILA_FILTERS)[number];
export type FilaFilterValues = Record<FilaFilter, string>;

/** The filters as the form shows them (as typed), and the page. */
const filaAddress = listQueryCodec({
  dentista: textParam(),
  beneficiario: textParam(),
  procedimento: textParam(),
  diasNaFila: textParam(),
  pagina: pageParam(),
});
/** The same address as the API takes it: texts trimmed and cut, days a whole number up to 10 years. */
const filaRequest = listQueryCodec({
  dentista: textParam({ trim: true }),
  beneficiario: textParam({ trim: true }),
  procedimento: textParam({ trim: true }),
  diasNaFila: wholeNumberParam(3650),
  pagina: pageParam(),
});

/** The filters as typed, read from the URL ('' for each one not there). */
export const filterValues = (params: URLSearchParams): FilaFilterValues => {
  const { pagina: _page, ...values } = filaAddress.read(params);
  return values;
};

/** The request of the page the URL shows: empty filters and values the API would refuse are left out. */
export function filaQuery(params: URLSearchParams): FilaQuery {
  const { dentista, beneficiario, procedimento, diasNaFila, pagina } = filaRequest.read(params);
  const query: FilaQuery = { pagina, tamanhoPagina: FILA_PAGE_SIZE };
  if (dentista) query.dentista = dentista;
  if (beneficiario) query.beneficiario = beneficiario;
  if (procedimento) query.procedimento = procedimento;
  if (diasNaFila !== undefined) query.diasNaFila = diasNaFila;
  return query;
}

/** The URL's query for these filters, from page 1 (the filled ones only). */
export const filterParams = (values: FilaFilterValues): URLSearchParams =>
  filaAddress.write({
    dentista: values.dentista.trim(),
    beneficiario: values.beneficiario.trim(),
    procedimento: values.procedimento.trim(),
    diasNaFila: values.diasNaFila.trim(),
  });
