/** pt-BR messages of the notifications (openapi/dentist.yaml). */
export const MSG_NOTIFICACOES = {
  notificacoesLidas: 'Notificações marcadas como lidas.',
  fluxosDemais:
    'O portal já está aberto em muitas abas desta sessão. Feche uma delas para receber as notificações ao vivo.',
} as const;
