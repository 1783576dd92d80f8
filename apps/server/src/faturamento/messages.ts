import { MSG_CICLO_DE_VIDA } from '../ciclo-de-vida/messages';

/** pt-BR messages of the performance of items, the billing batches and the acts performed (openapi/dentist.yaml). */
export const MSG_FATURAMENTO = {
  fechamentoSoAutorizados: MSG_CICLO_DE_VIDA.soAutorizadosRealizados,
  fechamentoAdicionado: (quantidade: number, competencia: string) =>
    `${quantidade} procedimento(s) adicionado(s) ao fechamento de ${competencia.slice(5)}/${competencia.slice(0, 4)}.`,
  realizacaoNoFuturo: 'A data de realização não pode ser no futuro.',
  realizacaoAntesDaAutorizacao: (procedimento: string, autorizadoEm: string) =>
    `A data de realização não pode ser anterior à autorização de ${procedimento} (${autorizadoEm}).`,
  realizacaoForaDaValidade: (validade: string) =>
    `A data de realização deve estar dentro da validade do plano (até ${validade}).`,

  loteNaoEncontrado: 'Lote de faturamento não encontrado.',
  loteJaEnviado: 'Este lote já foi enviado à operadora e não pode mudar.',
  loteNaoEnviado: 'Este lote ainda não foi enviado à operadora.',
  loteVazio: 'O lote está vazio: registre a realização de procedimentos antes de enviá-lo.',
  lotePendente: (quantidade: number) =>
    `O lote ainda não pode ser enviado: falta a documentação final de ${quantidade} procedimento${quantidade === 1 ? '' : 's'}.`,
  pendenciaDocumentacaoFinal: (procedimento: string, tipo: string) =>
    `${procedimento}: falta a documentação final (${tipo}).`,
  loteEnviado: (numero: string, protocolo: string) => `Lote ${numero} enviado. Protocolo ${protocolo}.`,
  avisoLoteRecebidoTitulo: (numero: string) => `Lote ${numero} recebido pela operadora`,
  avisoLoteRecebidoTexto: (guias: number, protocolo: string) =>
    `${guias} guia${guias === 1 ? '' : 's'} recebida${guias === 1 ? '' : 's'}. Protocolo ${protocolo}.`,

  atoDadosInvalidos: 'Dados inválidos para criação do ato.',
  atoItemDeOutroPlano: 'O item informado não pertence ao plano de tratamento.',
  atoItemNaoAutorizado: "Só é possível registrar atos de procedimentos 'Autorizado' ou 'Realizado'.",
  atoCriado: 'Ato registrado com sucesso.',
  atoNaoEncontrado: 'Ato não encontrado.',
  atoExcluido: 'Ato excluído com sucesso.',
} as const;
