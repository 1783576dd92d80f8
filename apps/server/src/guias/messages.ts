/** pt-BR messages of the plan's guide (GTO). */
export const MSG_GUIAS = {
  planoSemItens:
    'Este plano de tratamento ainda não tem procedimentos. Adicione ao menos um para gerar a guia TISS.',
} as const;
