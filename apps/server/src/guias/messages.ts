/** pt-BR messages of the plan's guide (GTO). */
export const MSG_GUIAS = {
  planoSemItens:
    'Este plano de tratamento ainda não tem procedimentos. Adicione ao menos um para gerar a guia TISS.',
  planoConcluido:
    'Este plano de tratamento foi concluído: não há procedimentos aguardando autorização para solicitar.',
  todosDecididos:
    'Não há procedimentos aguardando autorização neste plano: todos já foram decididos pela operadora.',
  emAuditoria:
    'Não há procedimentos aguardando autorização neste plano: os demais já foram solicitados e estão em auditoria.',
  canceladoSemGuia: 'Este plano foi cancelado antes de qualquer guia ser emitida: não há guia a cancelar.',
} as const;
