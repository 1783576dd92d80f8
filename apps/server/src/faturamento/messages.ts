import { MSG_CICLO_DE_VIDA } from '../ciclo-de-vida/messages';

/** pt-BR messages of the monthly closing and the acts performed (openapi/dentist.yaml). */
export const MSG_FATURAMENTO = {
  fechamentoSoAutorizados: MSG_CICLO_DE_VIDA.soAutorizadosRealizados,
  fechamentoAdicionado: (quantidade: number, competencia: string) =>
    `${quantidade} procedimento(s) adicionado(s) ao fechamento de ${competencia.slice(5)}/${competencia.slice(0, 4)}.`,

  atoDadosInvalidos: 'Dados inválidos para criação do ato.',
  atoItemDeOutroPlano: 'O item informado não pertence ao plano de tratamento.',
  atoItemNaoAutorizado: "Só é possível registrar atos de procedimentos 'Autorizado' ou 'Realizado'.",
  atoCriado: 'Ato registrado com sucesso.',
  atoNaoEncontrado: 'Ato não encontrado.',
  atoExcluido: 'Ato excluído com sucesso.',
} as const;
