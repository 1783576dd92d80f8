/** pt-BR messages of the glosa appeal and its answer (openapi/dentist.yaml). */
export const MSG_RECURSOS = {
  recursoNaoEnviado: 'O recurso não foi enviado.',
  justificativaVazia: 'Escreva a justificativa do recurso (até 500 caracteres).',
  glosaRepetida: 'A mesma glosa aparece duas vezes no recurso.',
  glosaNaoEncontrada: 'Glosa não encontrada.',
  umLotePorRecurso: 'Um recurso reúne glosas de um só lote: envie um recurso por lote.',
  naoRecorrivel: (glosa: string, motivo: string) => `Glosa de ${glosa}: ${motivo}`,
  arquivoDeOutroPlano: 'Os arquivos do recurso devem ser do plano do procedimento glosado.',
  recursoEnviado: (numero: string, protocolo: string) => `Recurso ${numero} enviado. Protocolo ${protocolo}.`,
  avisoEnviadoTitulo: (numero: string) => `Recurso ${numero} recebido pela operadora`,
  avisoEnviadoTexto: (protocolo: string, valor: string, prazo: string) =>
    `Protocolo ${protocolo}: ${valor} em recurso. A operadora responde até ${prazo}.`,

  recursoNaoEncontrado: 'Recurso de glosa não encontrado.',
  aindaSemResposta: 'A operadora ainda não respondeu a este recurso.',
  jaRespondido: 'Este recurso já foi respondido; a resposta não muda.',
  respostaNaoRegistrada: 'A resposta não foi registrada.',
  itemDeOutroRecurso: 'Este item não é deste recurso, ou aparece duas vezes na resposta.',
  respondaCadaItem: 'Responda cada item do recurso.',
  valorSoParaParte: 'O valor aceito só se informa ao aceitar parte.',
  respostaSemJustificativa: 'Escreva a justificativa da resposta (até 500 caracteres).',
  parteSemValor: 'Informe o valor aceito.',
  parteValor: (recursado: string) =>
    `O valor aceito deve ser maior que zero e menor que o recursado (${recursado}).`,
  respostaRegistrada: (numero: string, acatado: string, recursado: string) =>
    `Resposta ao recurso ${numero} registrada: ${acatado} aceitos de ${recursado}.`,
  avisoRespondidoTitulo: (numero: string) => `Recurso ${numero} respondido`,
  avisoRespondidoTexto: (acatado: string, recursado: string) =>
    `A operadora aceitou ${acatado} de ${recursado}. O valor aceito entra como crédito no próximo demonstrativo.`,
} as const;
