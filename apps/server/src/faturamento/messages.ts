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

  contaNaoEncontrada: 'Conta não encontrada: o lote não existe ou ainda não foi enviado.',
  itemNaoFaturado: 'Este item não foi faturado num lote enviado à operadora.',
  itemJaAnalisado: 'Este item já foi analisado; a análise não muda.',
  loteForaDeAnalise: 'Este lote não está em análise: a conta já foi analisada.',
  analiseNaoRegistrada: 'A análise não foi registrada.',
  pagarSemGlosa: 'Ao pagar o item não se informa glosa: tire o código, o valor e a nota.',
  glosaSemCodigo: 'Informe o código da glosa (Tabela 38, fase de faturamento).',
  glosaSemNota: 'Escreva a nota da glosa: o dentista lê por que o valor foi glosado.',
  glosaParteSemValor: 'Informe o valor glosado.',
  glosaParteValor: (informado: string) =>
    `O valor glosado deve ser maior que zero e menor que o informado (${informado}).`,
  glosaTudoSemValor: 'Ao glosar tudo, o valor glosado é o informado: não o informe.',
  codigoNaoDaConta: (codigo: string) =>
    `O código ${codigo} não serve para glosar uma conta (não é da fase de faturamento).`,
  analiseRegistrada: (decisao: string, procedimento: string) => `${decisao}: ${procedimento}.`,
  contaNaoAnalisada: 'Só um lote analisado pode ser pago.',
  pagamentoNoFuturo: 'A data do pagamento não pode ser no futuro.',
  pagamentoAntesDaAnalise: (analisadoEm: string) =>
    `A data do pagamento não pode ser anterior à análise da conta (${analisadoEm}).`,
  contaPaga: (numero: string, demonstrativo: string) =>
    `Lote ${numero} pago. Demonstrativo ${demonstrativo} emitido.`,
  demonstrativoNaoEmitido: 'O demonstrativo deste lote ainda não foi emitido.',
  avisoLoteEmAnaliseTitulo: (numero: string) => `Lote ${numero} em análise pela operadora`,
  avisoLoteEmAnaliseTexto: (protocolo: string) =>
    `A operadora começou a analisar a conta do protocolo ${protocolo}.`,
  avisoLoteAnalisadoTitulo: (numero: string) => `Lote ${numero} analisado`,
  avisoLoteAnalisadoTexto: (liberado: string, glosado: string, glosas: number) =>
    glosas === 0
      ? `Conta analisada sem glosas: ${liberado} liberados.`
      : `Conta analisada: ${liberado} liberados e ${glosado} glosados em ${glosas} procedimento${glosas === 1 ? '' : 's'}.`,
  avisoLotePagoTitulo: (numero: string) => `Lote ${numero} pago`,
  avisoLotePagoTexto: (valor: string, forma: string, dia: string, demonstrativo: string) =>
    `${valor} pagos por ${forma} em ${dia}. Demonstrativo ${demonstrativo}.`,

  atoDadosInvalidos: 'Dados inválidos para criação do ato.',
  atoItemDeOutroPlano: 'O item informado não pertence ao plano de tratamento.',
  atoItemNaoAutorizado: "Só é possível registrar atos de procedimentos 'Autorizado' ou 'Realizado'.",
  atoCriado: 'Ato registrado com sucesso.',
  atoNaoEncontrado: 'Ato não encontrado.',
  atoExcluido: 'Ato excluído com sucesso.',
} as const;
