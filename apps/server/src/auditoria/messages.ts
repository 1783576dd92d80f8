/** pt-BR messages of the item audit and the dentist's answers (openapi/dentist.yaml). */
export const MSG_AUDITORIA_ITENS = {
  planoNaoEncontrado: 'Plano de tratamento não encontrado.',
  itemNaoEncontrado: 'Item do plano de tratamento não encontrado.',
  glosaObrigatoria: 'Para negar, informe o código da Tabela 38 (motivo da negativa).',
  glosaSoAoNegar: 'O código da Tabela 38 só é informado ao negar.',
  glosaInexistente: (codigo: string) =>
    `O código ${codigo} não é um código de glosa odontológico da Tabela 38.`,
  /**
   * audiMotivoStatus of a denied item: the official Tabela 38 text and the auditor's note. The code travels
   * apart (audiCodigoGlosa), and the screens put it in front.
   */
  motivoNegativa: (texto: string, nota: string) => `${texto}. Nota do auditor: ${nota}`,
  notaObrigatoria: 'Escreva uma nota para o dentista explicando a decisão.',
  arquivoDeOutroPlano: 'Os arquivos da resposta devem ser deste plano de tratamento.',
  decisaoRegistrada: {
    autorizar: 'Procedimento autorizado.',
    negar: 'Procedimento negado.',
    solicitarJustificativa: 'Justificativa técnica solicitada ao dentista.',
    solicitarDocumentos: 'Documentação solicitada ao dentista.',
  },
  respostaRegistrada: 'Resposta enviada. O procedimento voltou para a análise da auditoria.',
} as const;
