/** pt-BR messages of the checks on a file's content (the upload's other messages are the plans'). */
export const MSG_ARQUIVOS = {
  incompleto: (nome: string) =>
    `Arquivo "${nome}" está incompleto ou corrompido. Gere o arquivo novamente e envie outra vez.`,
  dimensoes: (nome: string) =>
    `Arquivo "${nome}" tem dimensões de imagem acima do permitido (até 100 megapixels).`,
  conteudoAtivo: (nome: string) =>
    `Arquivo "${nome}" contém scripts, ações automáticas ou anexos e não pode ser enviado. Salve-o novamente como PDF simples.`,
  naoVerificavel: (nome: string) =>
    `Arquivo "${nome}" usa compressão ou criptografia que não conseguimos verificar. Salve-o novamente como PDF simples.`,
} as const;
