import type { DecisaoComCodigo } from '../mesa-de-autorizacao/codigos-por-decisao';

/** What each code list is for, as the auditor reads it in a refusal. */
const PARA_QUE: Readonly<Record<DecisaoComCodigo, string>> = {
  negar: 'negar uma autorização',
  solicitarDocumentos: 'pedir documentos',
  solicitarJustificativa: 'pedir justificativa',
  autorizarComAlteracao: 'autorizar com alteração',
  negarEmJunta: 'registrar a negativa da junta odontológica (só 3104)',
};

/** pt-BR messages of the item audit and the dentist's answers (openapi/dentist.yaml). */
export const MSG_AUDITORIA_ITENS = {
  planoNaoEncontrado: 'Plano de tratamento não encontrado.',
  itemNaoEncontrado: 'Item do plano de tratamento não encontrado.',
  glosaObrigatoria: {
    negar: 'Para negar, informe o código da Tabela 38 (motivo da negativa).',
    solicitarJustificativa:
      'Para pedir justificativa, informe o código da Tabela 38 do que precisa ser justificado.',
    solicitarDocumentos: 'Para pedir documentos, informe o código da Tabela 38 do documento que falta.',
    autorizarComAlteracao:
      'Para autorizar com alteração, informe o código da Tabela 38 que explica a alteração.',
  },
  glosaAoAutorizar: 'Ao autorizar não se informa código da Tabela 38.',
  glosaInexistente: (codigo: string) => `O código ${codigo} não é um código de glosa da Tabela 38.`,
  glosaInapta: (codigo: string, lista: DecisaoComCodigo) =>
    `O código ${codigo} não serve para ${PARA_QUE[lista]} (é de pendência ou de outra fase da guia).`,
  decisaoRecusada: 'A decisão não foi registrada.',
  fundamentoObrigatorio: 'Para negar, informe a cláusula contratual ou o fundamento legal da negativa.',
  fundamentoSoAoNegar: 'A cláusula contratual ou o fundamento legal só é informado ao negar.',
  alteracaoObrigatoria:
    'Para autorizar com alteração, informe o que é autorizado: código, dente, faces ou região.',
  alteracaoSoAoAlterar: 'O procedimento alterado só é informado ao autorizar com alteração.',
  alteracaoIgual:
    'A alteração é igual ao que foi pedido: autorize o pedido, ou informe outro código, dente, faces ou região.',
  alteracaoProcedimento: (codigo: string) =>
    `O código TUSS ${codigo} não é um procedimento odontológico da tabela.`,
  alteracaoIlegivel: (motivo: string) => `O procedimento alterado não pode ser lido: ${motivo}`,
  /**
   * audiMotivoStatus of an item decided with a code: the official Tabela 38 text and the auditor's note. The
   * code travels apart (audiCodigoGlosa), and the screens put it in front.
   */
  motivoComCodigo: (texto: string, nota: string) => `${texto}. Nota do auditor: ${nota}`,
  notaObrigatoria: 'Escreva uma nota para o dentista explicando a decisão.',
  arquivoDeOutroPlano: 'Os arquivos da resposta devem ser deste plano de tratamento.',
  decisaoRegistrada: {
    autorizar: 'Procedimento autorizado.',
    autorizarComAlteracao: 'Autorização com alteração enviada ao dentista, que vai aceitá-la ou recusá-la.',
    negar: 'Procedimento negado.',
    solicitarJustificativa: 'Justificativa técnica solicitada ao dentista.',
    solicitarDocumentos: 'Documentação solicitada ao dentista.',
  },
  desfechoDaJunta: {
    autorizar: 'Desfecho da junta registrado: procedimento autorizado.',
    negar: 'Desfecho da junta registrado: negativa mantida (3104).',
  },
  respostaRegistrada: 'Resposta enviada. O procedimento voltou para a análise da auditoria.',
  alteracaoAceita: 'Alteração aceita. O procedimento está autorizado como alterado.',
  alteracaoRecusada: 'Alteração recusada. O procedimento voltou para a análise da auditoria.',
  recusaSemTexto: 'Para recusar a alteração, explique ao auditor por quê.',
  textoSoAoRecusar: 'O texto só acompanha a recusa da alteração.',
  contestacaoRegistrada:
    'Negativa contestada. O procedimento está em junta odontológica até a operadora registrar o desfecho.',
  contestacaoSemTexto: 'Explique por que discorda da negativa.',
  juntaNaoSeContesta:
    'Esta negativa é o desfecho da junta odontológica (3104) e não pode ser contestada de novo.',
  periodoInvalido: 'Informe um período válido: a data inicial não pode ser depois da final.',
  periodoLongo: 'Informe um período de até 366 dias.',
} as const;
