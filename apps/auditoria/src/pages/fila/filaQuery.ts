import type { SortState } from '@odonto/ui';
import { listQueryCodec, type ParamCodec, pageParam, textParam, wholeNumberParam } from '@odonto/web-shell';
import type { FilaQuery } from '../../data/auditoria';
import { FAIXAS_PRAZO, type FaixaPrazo } from '../../data/prazo';

/** Items per page of the queue. */
export const FILA_PAGE_SIZE = 20;

/** The queue's typed filters, as the URL's query names them (the API's own names). */
export const FILA_TEXT_FILTERS = ['dentista', 'beneficiario', 'procedimento', 'diasNaFila'] as const;
/** The queue's filters chosen from a list: the deadline band and three yes/no ('true'/'false') ones. */
export const FILA_CHOICE_FILTERS = ['faixaPrazo', 'urgencia', 'glosaPrevista', 'junta'] as const;
export const FILA_FILTERS = [...FILA_TEXT_FILTERS, ...FILA_CHOICE_FILTERS] as const;
export type FilaTextFilter = (typeof FILA_TEXT_FILTERS)[number];
export type FilaChoiceFilter = (typeof FILA_CHOICE_FILTERS)[number];
export type FilaFilter = (typeof FILA_FILTERS)[number];
/** Every filter as the form holds it: '' is no filter. */
export type FilaFilterValues = Record<FilaFilter, string>;

const FAIXAS: readonly string[] = FAIXAS_PRAZO.map((faixa) => faixa.value);
const YES_NO: readonly string[] = ['true', 'false'];

/** One of a closed list, kept as text for the form ('' when missing or unknown, which is left out). */
const choiceParam = (values: readonly string[]): ParamCodec<string> => ({
  read: (raw) => (raw !== null && values.includes(raw) ? raw : ''),
  write: (value) => (values.includes(value) ? value : null),
});

const choices = {
  faixaPrazo: choiceParam(FAIXAS),
  urgencia: choiceParam(YES_NO),
  glosaPrevista: choiceParam(YES_NO),
  junta: choiceParam(YES_NO),
};

/** The filters as the form shows them (texts as typed), and the page. */
const filaAddress = listQueryCodec({
  dentista: textParam(),
  beneficiario: textParam(),
  procedimento: textParam(),
  diasNaFila: textParam(),
  ...choices,
  pagina: pageParam(),
});
/** The same address as the API takes it: texts trimmed and cut, days a whole number up to 10 years. */
const filaRequest = listQueryCodec({
  dentista: textParam({ trim: true }),
  beneficiario: textParam({ trim: true }),
  procedimento: textParam({ trim: true }),
  diasNaFila: wholeNumberParam(3650),
  ...choices,
  pagina: pageParam(),
});

/** The columns the server sorts the queue by (listAuditoriaFila `ordenarPor`); without one, by deadline. */
export const FILA_SORT_KEYS = ['prazo', 'naFila'] as const;
const sortKeyParam = choiceParam(FILA_SORT_KEYS);
const orderParam = choiceParam(['asc', 'desc']);
/** The queue's own order: the overdue first, then the shortest deadline (the server's default). */
export const FILA_DEFAULT_SORT: SortState = { by: 'prazo', order: 'asc' };

/** The sorting the URL asks for (`ordenarPor`, `ordem`); unknown values read as the default. */
export function filaSort(params: URLSearchParams): SortState {
  const by = sortKeyParam.read(params.get('ordenarPor'));
  const order = orderParam.read(params.get('ordem'));
  return {
    by: by || FILA_DEFAULT_SORT.by,
    order: order === 'desc' ? 'desc' : order === 'asc' ? 'asc' : FILA_DEFAULT_SORT.order,
  };
}

/** The URL with this sorting, from page 1; the default order is left out of the address. */
export function withSort(params: URLSearchParams, sort: SortState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('pagina');
  next.delete('ordenarPor');
  next.delete('ordem');
  if (sort.by !== FILA_DEFAULT_SORT.by || sort.order !== FILA_DEFAULT_SORT.order) {
    next.set('ordenarPor', sort.by);
    next.set('ordem', sort.order);
  }
  return next;
}

/** The filters as typed, read from the URL ('' for each one not there or not among its choices). */
export const filterValues = (params: URLSearchParams): FilaFilterValues => {
  const { pagina: _page, ...values } = filaAddress.read(params);
  return values;
};

const yesNo = (value: string): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/** The request of the page the URL shows: empty filters and values the API would refuse are left out. */
export function filaQuery(params: URLSearchParams): FilaQuery {
  const { dentista, beneficiario, procedimento, diasNaFila, faixaPrazo, pagina, ...flags } =
    filaRequest.read(params);
  const query: FilaQuery = { pagina, tamanhoPagina: FILA_PAGE_SIZE };
  if (dentista) query.dentista = dentista;
  if (beneficiario) query.beneficiario = beneficiario;
  if (procedimento) query.procedimento = procedimento;
  if (diasNaFila !== undefined) query.diasNaFila = diasNaFila;
  // choiceParam let only the four bands through.
  if (faixaPrazo) query.faixaPrazo = faixaPrazo as FaixaPrazo;
  for (const name of ['urgencia', 'glosaPrevista', 'junta'] as const) {
    const flag = yesNo(flags[name]);
    if (flag !== undefined) query[name] = flag;
  }
  // Only a sorting the address really asks for: the server's default order needs no parameter.
  if (sortKeyParam.read(params.get('ordenarPor')) || orderParam.read(params.get('ordem'))) {
    const sort = filaSort(params);
    query.ordenarPor = sort.by === 'naFila' ? 'naFila' : 'prazo';
    query.ordem = sort.order;
  }
  return query;
}

/** The URL's query for these filters, from page 1 (the filled ones only). */
export const filterParams = (values: FilaFilterValues): URLSearchParams =>
  filaAddress.write({
    dentista: values.dentista.trim(),
    beneficiario: values.beneficiario.trim(),
    procedimento: values.procedimento.trim(),
    diasNaFila: values.diasNaFila.trim(),
    faixaPrazo: values.faixaPrazo,
    urgencia: values.urgencia,
    glosaPrevista: values.glosaPrevista,
    junta: values.junta,
  });

/** The queue's address showing one deadline band only (the operations view links to it). */
export const faixaHref = (faixa: FaixaPrazo) => `/?${filterParams({ ...EMPTY_FILTERS, faixaPrazo: faixa })}`;

/** No filter at all. */
export const EMPTY_FILTERS: FilaFilterValues = {
  dentista: '',
  beneficiario: '',
  procedimento: '',
  diasNaFila: '',
  faixaPrazo: '',
  urgencia: '',
  glosaPrevista: '',
  junta: '',
};
