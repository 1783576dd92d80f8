/** Messages of the account protections and of the lookup quota, in pt-BR. */
export const MSG_AUDITORIA = {
  /** Same answer whether the password was right or not: the lock is checked before the password. */
  croBloqueado: (minutos: number) =>
    `Muitas tentativas de acesso com este CRO. Tente novamente em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`,
  senhaComum: 'Esta senha é muito comum e fácil de adivinhar. Escolha uma senha diferente.',
  limiteConsultas: 'Limite de consultas de beneficiários atingido. Aguarde alguns minutos e tente novamente.',
} as const;
