import type { Beneficiario } from '@odonto/api';
import { formatDate } from '@odonto/ui';

/** docs/product-rules.md#plan-screen: 'T' reads TITULAR, anything else DEPENDENTE. */
export const beneficiaryType = (beneficiario: Beneficiario) =>
  beneficiario.tipoBeneficiario === 'T' ? 'TITULAR' : 'DEPENDENTE';

/** The operator's code is the card number's first four digits ('0900' is operator 900). */
export function operatorCode(numeroCarteira: string): string {
  return numeroCarteira.slice(0, 4).replace(/^0+(?=\d)/, '');
}

/** The card's validity as the beneficiary's data says it: 'Carteira válida até 31/01/2027' ('vencida em'). */
export const cardValidity = (beneficiario: Beneficiario) =>
  `Carteira ${beneficiario.carteiraVencida ? 'vencida em' : 'válida até'} ${formatDate(beneficiario.validadeCarteira, '—')}`;

/**
 * Why no plan opens for an expired card (glosa 1017), in the words of the server's 422 (openapi
 * PlanoRecusado); null while the card is valid.
 */
export function expiredCardMessage(beneficiario: Beneficiario): string | null {
  if (!beneficiario.carteiraVencida) return null;
  return `A carteira deste beneficiário venceu em ${formatDate(beneficiario.validadeCarteira, '—')}. Oriente o beneficiário a regularizá-la com a operadora antes de abrir um plano.`;
}
