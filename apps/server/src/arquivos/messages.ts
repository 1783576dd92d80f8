import { MAX_IMAGE_MEGAPIXELS } from './decode-budget';

/** pt-BR messages of a plan's files: the upload and the links (openapi/dentist.yaml). */
export const MSG_PLANO_ARQUIVOS = {
  planoCanceladoSemArquivos: 'Este plano de tratamento foi cancelado e não recebe mais arquivos.',
  uploadFaltaInformacoes: 'Não foi possível criar o item do plano de tratamento por falta de informações.',
  uploadCpfDiferente: 'O CPF informado não é o do beneficiário do plano de tratamento.',
  uploadTipoImagemInexistente: 'Tipo de imagem inexistente. Selecione um tipo da lista.',
  documentacaoFinalItemDeOutroPlano: 'O procedimento informado não pertence a este plano de tratamento.',
  documentacaoFinalItemNaoRealizado:
    'A documentação final é enviada depois que o procedimento é registrado como realizado.',
  documentacaoFinalNaoPedida: (procedimento: string) =>
    `${procedimento} não pede documentação final: envie o arquivo sem vinculá-lo ao procedimento.`,
  documentacaoFinalTipoErrado: (tipo: string) => `A documentação final deste procedimento é: ${tipo}.`,
  uploadBase64Invalido: 'O conteúdo do arquivo não está em base64 válido.',
  uploadVazio: 'Não existem arquivos para serem enviados',
  arquivoTipoInvalido: (nome: string) => `Arquivo "${nome}" possui tipo inválido.`,
  arquivoGrande: (nome: string) => `Arquivo "${nome}" excede o limite de 2 MB.`,
  limiteArquivos: (nome: string) =>
    `Arquivo "${nome}" não pode ser adicionado, pois você atingiu a quantidade máxima.`,
  arquivoEnviado: 'Arquivo enviado com sucesso.',
  arquivoLinkInvalido: 'Link do arquivo expirado ou inválido. Abra o plano de tratamento novamente.',
  arquivoNaoEncontrado: 'Arquivo não encontrado.',
} as const;

/** pt-BR messages of the checks on a file's content. */
export const MSG_ARQUIVOS = {
  incompleto: (nome: string) =>
    `Arquivo "${nome}" está incompleto ou corrompido. Gere o arquivo novamente e envie outra vez.`,
  dimensoes: (nome: string) =>
    `A imagem "${nome}" tem mais de ${MAX_IMAGE_MEGAPIXELS} megapixels (largura × altura). Reduza a resolução e envie de novo.`,
  conteudoAtivo: (nome: string) =>
    `Arquivo "${nome}" contém scripts, ações automáticas ou anexos e não pode ser enviado. Salve-o novamente como PDF simples.`,
  naoVerificavel: (nome: string) =>
    `Arquivo "${nome}" não pôde ser lido por inteiro (estrutura danificada, compressão desconhecida ou criptografia) e não pode ser enviado. Recusamos só o que não conseguimos ler ou o que é ativo: salve-o novamente como PDF simples, sem senha.`,
} as const;
