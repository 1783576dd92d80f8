import { SENHA_COMUM } from '@odonto/contract/password';

/** Messages of the account protections and of the lookup quota, in pt-BR. */
export const MSG_AUDITORIA = {
  /** Same answer whether the password was right or not: the delay is checked before the password. */
  croAguarde: (segundos: number) =>
    `Muitas tentativas de acesso com este CRO. Tente novamente em ${segundos} ${segundos === 1 ? 'segundo' : 'segundos'}.`,
  /** The password hashing is full (admission control): nothing was checked, try again shortly. */
  acessosSimultaneos: 'Muitos acessos ao mesmo tempo. Tente novamente em alguns segundos.',
  /** The shared check's own text (@odonto/contract/password): the portal's meter shows the same words. */
  senhaComum: SENHA_COMUM,
  limiteConsultas: 'Limite de consultas de beneficiários atingido. Aguarde alguns minutos e tente novamente.',
} as const;
