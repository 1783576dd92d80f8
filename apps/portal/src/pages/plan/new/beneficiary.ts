import type { Beneficiario } from '@odonto/api';

/** docs/product-rules.md#plan-screen: 'T' reads TITULAR, anything else DEPENDENTE. */
export const beneficiaryType = (beneficiario: Beneficiario) =>
  beneficiario.tipoBeneficiario === 'T' ? 'TITULAR' : 'DEPENDENTE';

/** The operator's code is the card number's first four digits ('0900' is operator 900). */
export function operatorCode(numeroCarteira: string): string {
  return numeroCarteira.slice(0, 4).replace(/^0+(?=\d)/, '');
}
