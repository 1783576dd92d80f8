import { listQueryCodec, oneOfParam, pageParam } from '@odonto/web-shell';
import type { ContasQuery } from '../../data/auditoria';

/** Accounts per page of the queue. */
export const CONTAS_PAGE_SIZE = 20;

/** A step the queue filters by (GET /v2/auditoria/contas?status=). */
export type ContaStatus = NonNullable<ContasQuery['status']>;

/** The steps the queue can show alone, in the batch's order. */
export const CONTA_STATUSES = [
  'Enviado',
  'Em análise',
  'Analisado',
  'Pago',
] as const satisfies readonly ContaStatus[];

/** The tab of no status: the batches waiting on the operator (sent, in analysis, analysed). */
export const A_ANALISAR = 'a-analisar';
export type ContaTab = ContaStatus | typeof A_ANALISAR;

/** The queue's tabs: what waits on the operator first, then each step. */
export const CONTA_TABS: ReadonlyArray<{ value: ContaTab; label: string }> = [
  { value: A_ANALISAR, label: 'A analisar' },
  ...CONTA_STATUSES.map((status) => ({ value: status, label: status })),
];

/** The address: ?status= (one of the four steps; anything else is the default tab) and ?pagina=. */
const contasAddress = listQueryCodec({ status: oneOfParam(CONTA_STATUSES), pagina: pageParam() });

/** The tab the address shows. */
export const contaTab = (params: URLSearchParams): ContaTab =>
  contasAddress.read(params).status ?? A_ANALISAR;

/** The request of the page the address shows: the status only when it is one of the steps. */
export function contasQuery(params: URLSearchParams): ContasQuery {
  const { status, pagina } = contasAddress.read(params);
  return status
    ? { status, pagina, tamanhoPagina: CONTAS_PAGE_SIZE }
    : { pagina, tamanhoPagina: CONTAS_PAGE_SIZE };
}

/** The address of another tab, from page 1 (the default tab has no ?status). */
export const tabParams = (params: URLSearchParams, tab: ContaTab): URLSearchParams =>
  contasAddress.change(params, { status: tab === A_ANALISAR ? null : tab });

/** The address of another page, the status kept. */
export const pageParams = (params: URLSearchParams, pagina: number): URLSearchParams =>
  contasAddress.change(params, { pagina });
