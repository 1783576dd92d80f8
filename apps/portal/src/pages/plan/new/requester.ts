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
