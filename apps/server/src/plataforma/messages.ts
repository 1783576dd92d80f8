/**
 * Messages users see from any part of the server (sessions, request checks, server errors), in pt-BR,
 * copied from docs/product-rules.md and the descriptions in openapi/. Each domain keeps its own in its messages.ts.
 */
export const MSG = {
  sessaoExpirada: 'Sua sessão expirou. Por favor, faça login novamente.',
  erroInterno: 'Erro interno do servidor. Tente novamente mais tarde.',
  servicoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  dadosInvalidos: 'Dados inválidos. Verifique os campos informados.',
  parametrosInvalidos: 'Parâmetros de busca inválidos',
  sessaoExpiradaV1: 'Sessão expirada. Faça login novamente.',
  jsonInvalido: 'O corpo da requisição não é um JSON válido.',
  formatoNaoSuportado: 'Formato de requisição não suportado. Envie application/json.',
  corpoGrande: 'O corpo da requisição excede o tamanho máximo permitido.',
  muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  recursoNaoEncontrado: 'Recurso não encontrado.',
  naoImplementado: 'Esta operação ainda não está disponível neste servidor.',
  /** The operation's role is not the caller's (403). */
  perfilSemAcesso: 'Seu perfil não tem acesso a esta operação.',
} as const;
