import { JUSTIFICATIVA_MIN_LENGTH } from '@odonto/contract';
/** pt-BR messages of plans and items (docs/product-rules.md#validation-rules, #error-catalogue; openapi/dentist.yaml). */
export const MSG_PLANOS = {
  planoNaoEncontrado: 'Nenhum plano de tratamento encontrado.',
  planoNaoEncontradoV1: 'Plano de tratamento não encontrado.',
  beneficiarioNaoEncontrado: 'Beneficiário não encontrado.',
  recursoNaoEncontradoV1: 'Recurso não encontrado ao criar o plano de tratamento.',
  planoFaltaInformacoes: 'Não foi possível criar o plano de tratamento por falta de informações.',
  planoDadosInvalidosV1: 'Dados inválidos para criação do plano de tratamento.',
  solicitanteIncompleto: 'Por favor, preencha todas as informações do dentista solicitante',
  planoCriado: 'Plano de tratamento criado com sucesso.',

  itemFaltaInformacoes: 'Não foi possível criar o item do plano de tratamento por falta de informações.',
  itemSemPlano: 'Informe o plano de tratamento do item (idPlanoTratamento).',
  itemComCarteira:
    'A carteira do beneficiário (matriculaBeneficiario) só vale na validação de um item de plano ainda não criado.',
  itemPlanoOuCarteira:
    'Informe o plano de tratamento (idPlanoTratamento) ou, para um plano ainda não criado, a carteira do beneficiário (matriculaBeneficiario), não os dois.',
  procedimentoNaoEncontrado: 'Procedimento não encontrado.',
  tussDiferente: (tuss: string) => `O código TUSS ${tuss} não corresponde ao procedimento informado.`,
  denteInexistente: (dente: number) => `O dente ${dente} não existe.`,
  faceInexistente: (face: string, dente: number) => `A face ${face} não existe no dente ${dente}.`,
  faceRepetida: (face: string) => `A face ${face} foi informada mais de uma vez.`,
  planoEncerrado: 'Este plano de tratamento está concluído ou cancelado e não aceita novos procedimentos.',
  planoVencido:
    'Este plano de tratamento venceu (validade de 60 dias) e não aceita novos procedimentos. Crie um novo plano.',
  itemCriado: 'Procedimento adicionado com sucesso!',
  /** The note of an automatic authorization, in the history (issue #30). */
  autorizacaoAutomatica: {
    urgencia: 'Urgência: autorizado automaticamente na solicitação (RN 566/2022, atendimento imediato).',
    'baixa-complexidade':
      'Baixa complexidade, sem glosa prevista: autorizado automaticamente na solicitação.',
  },
  /** createPlanoTratamento's 422 for an expired card (glosa 1017). */
  carteiraVencida: (validade: string) =>
    `A carteira deste beneficiário venceu em ${validade}. Oriente o beneficiário a regularizá-la com a operadora antes de abrir um plano.`,
  itemComGlosa: 'O procedimento receberia glosa. Corrija o item antes de adicioná-lo.',
  itemSemJustificativa:
    'O procedimento receberia glosa. Corrija o item ou envie-o com uma justificativa técnica para a auditoria.',
  justificativaObrigatoria: `Para enviar um procedimento com glosa prevista, escreva a justificativa técnica (ao menos ${JUSTIFICATIVA_MIN_LENGTH} caracteres).`,
  justificativaCurta: `Escreva a justificativa técnica com ao menos ${JUSTIFICATIVA_MIN_LENGTH} caracteres.`,
  glosaPrevista: (codigo: string, correcao: string) => `Glosa ${codigo}: ${correcao}`,
  itemNaoEncontrado: 'Item do plano de tratamento não encontrado.',
  itemRemovido: 'Procedimento removido do plano de tratamento.',

  motivoCancelamentoObrigatorio: 'Informe o motivo do cancelamento.',
  planoJaCancelado: 'Este plano de tratamento já está cancelado.',
  planoConcluidoNaoCancela: 'Este plano de tratamento está concluído e não pode ser cancelado.',
  planoComRealizados: 'Este plano de tratamento tem procedimentos realizados e não pode ser cancelado.',
  planoCancelado: 'Plano de tratamento cancelado.',

  odontogramaInvalido: 'Não foi possível registrar a situação inicial.',
  odontogramaDenteRepetido: (dente: number) => `O dente ${dente} aparece mais de uma vez.`,
  odontogramaDataFutura: (dente: number) => `A data do registro do dente ${dente} é futura.`,
  odontogramaRegistrado: 'Situação inicial registrada.',
  /** The GTO's refusal (409) of a plan whose initial situation is incomplete (situacaoInicialDoPlano). */
  situacaoInicialIncompleta: (posicoesSemRegistro: number[], respostasFaltando: string[]) => {
    const partes = [];
    if (posicoesSemRegistro.length > 0) {
      const dentes = posicoesSemRegistro.join(', ');
      partes.push(
        posicoesSemRegistro.length === 1
          ? `registre o dente ${dentes} (ou marque-o como não avaliado)`
          : `registre os dentes ${dentes} (ou marque-os como não avaliados)`,
      );
    }
    const perguntas = respostasFaltando.map((resposta) =>
      resposta === 'doencaPeriodontal' ? 'doença periodontal' : 'alteração de tecido mole',
    );
    if (perguntas.length > 0) partes.push(`responda sobre ${perguntas.join(' e ')}`);
    return `A situação inicial do plano está incompleta para emitir a guia: ${partes.join('; ')}.`;
  },
} as const;
