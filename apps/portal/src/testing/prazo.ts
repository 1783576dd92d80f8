import type { ItemStatus, PlanoTratamentoItem } from '@odonto/api';

type Prazo = PlanoTratamentoItem['prazo'];

/** Story data: a deadline requested on 02/11/2026, 7 business days, due by the end of 11/11/2026 in Brasília. */
const BASE: Prazo = {
  solicitadoEm: '2026-11-02T12:05:00.000Z',
  prazoResposta: '2026-11-12T02:59:59.999Z',
  diasUteis: 7,
  urgente: false,
  diasUteisRestantes: null,
  faixa: null,
  pausado: false,
  respondidoEm: null,
  respondidoNoPrazo: null,
};

/** Story data: waiting for the operator, due by the end of 08/12/2026 (Brasília), 5 business days left. */
export const PRAZO_NO_PRAZO: Prazo = {
  ...BASE,
  solicitadoEm: '2026-11-27T12:05:00.000Z',
  prazoResposta: '2026-12-09T02:59:59.999Z',
  diasUteisRestantes: 5,
  faixa: 'no-prazo',
};

/** Story data: waiting for the operator, 2 business days past the end of 11/11/2026. */
export const PRAZO_ATRASADO: Prazo = { ...BASE, diasUteisRestantes: -2, faixa: 'atrasado' };

/** Story data: waiting for the dentist, clock stopped. */
export const PRAZO_PAUSADO: Prazo = { ...BASE, pausado: true };

/** Story data: answered on 10/11/2026, within the deadline. */
export const PRAZO_RESPONDIDO: Prazo = {
  ...BASE,
  respondidoEm: '2026-11-10T17:45:00.000Z',
  respondidoNoPrazo: true,
};

const WAITS_FOR_OPERATOR: ReadonlyArray<ItemStatus> = [
  'Aguardando Aprovação',
  'Ativo',
  'Auditoria',
  'Em Junta',
];
const WAITS_FOR_DENTIST: ReadonlyArray<ItemStatus> = [
  'Aguardando Justificativa',
  'Aguardando Documentação',
  'Aguardando Aceite',
];

/** Story data: a deadline that fits the status, as the server would give it. */
export function prazoFor(status: ItemStatus): Prazo {
  if (WAITS_FOR_OPERATOR.includes(status)) return structuredClone(PRAZO_NO_PRAZO);
  if (WAITS_FOR_DENTIST.includes(status)) return structuredClone(PRAZO_PAUSADO);
  return structuredClone(PRAZO_RESPONDIDO);
}
