import { listQueryCodec, oneOfParam, pageParam } from '@odonto/web-shell';
import type { SituacaoRecurso } from '../../data/recursos';

/** The queue's situations, the default first. */
export const SITUACOES_RECURSO = ['aguardando', 'respondido'] as const satisfies readonly SituacaoRecurso[];

/** The default tab: the appeals waiting for the operator's answer. */
export const AGUARDANDO: SituacaoRecurso = 'aguardando';

/** The queue's tabs. */
export const RECURSO_TABS: ReadonlyArray<{ value: SituacaoRecurso; label: string }> = [
  { value: 'aguardando', label: 'Aguardando resposta' },
  { value: 'respondido', label: 'Respondidos' },
];

/** The address: ?situacao= (anything but a situation is the default tab) and ?pagina=. */
const recursosAddress = listQueryCodec({ situacao: oneOfParam(SITUACOES_RECURSO), pagina: pageParam() });

/** The tab and the page the address shows. */
export function recursosAddressQuery(params: URLSearchParams): { situacao: SituacaoRecurso; pagina: number } {
  const { situacao, pagina } = recursosAddress.read(params);
  return { situacao: situacao ?? AGUARDANDO, pagina };
}

/** The address of another tab, from page 1 (the default tab has no ?situacao). */
export const recursoTabParams = (params: URLSearchParams, situacao: SituacaoRecurso): URLSearchParams =>
  recursosAddress.change(params, { situacao: situacao === AGUARDANDO ? null : situacao });

/** The address of another page, the tab kept. */
export const recursoPageParams = (params: URLSearchParams, pagina: number): URLSearchParams =>
  recursosAddress.change(params, { pagina });
