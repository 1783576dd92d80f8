/** pt-BR messages of the notifications (openapi/dentist.yaml). */
export const MSG_NOTIFICACOES = {
  notificacoesLidas: 'Notificações marcadas como lidas.',
} as const;
