import { UFS, type Uf } from '@odonto/api';

/** The requesting dentist of a plan: found by CRO (with its code) or typed in (no code). */
export interface Requester {
  id: string | null;
  cro: string;
  uf: Uf;
  nome: string;
}

/** docs/product-rules.md#validation-rules 'Requester'. */
export const REQUESTER_INCOMPLETE = 'Por favor, preencha todas as informações do dentista solicitante';

export const isUf = (value: string): value is Uf => (UFS as readonly string[]).includes(value);

/**
 * The requester the form confirms, or the spec's message when a part is missing: the CRO and name trimmed
 * and not blank, and one of the 27 UFs ('Requester' of docs/product-rules.md#validation-rules).
 */
export function confirmedRequester(
  typed: { cro: string; uf: string; nome: string },
  id: string | null,
): { requester: Requester } | { error: string } {
  const cro = typed.cro.trim();
  const nome = typed.nome.trim();
  if (!cro || !nome || !isUf(typed.uf)) return { error: REQUESTER_INCOMPLETE };
  return { requester: { id, cro, uf: typed.uf, nome } };
}
