/** dd/MM/yyyy (docs/product-rules.md#d4). */
export function brazilianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** Messages of the ouvidoria form and its answer, in pt-BR. */
export const MSG_OUVIDORIA = {
  verifiqueCampos: 'Verifique os campos obrigatórios.',
  numeroCarteira: 'Informe o número da carteira.',
  nome: 'Informe o nome.',
  email: 'Informe um e-mail válido.',
  whatsapp: 'Informe o WhatsApp com DDD (10 ou 11 dígitos).',
  cidade: 'Informe a cidade.',
  mensagem: 'Escreva a mensagem.',
  enviada: (protocolo: string, prazo: string) =>
    `Mensagem enviada. Seu protocolo é ${protocolo}; responderemos até ${brazilianDate(prazo)}.`,
  confirmacaoNoCadastro: (emailMascarado: string) =>
    ` O e-mail informado não é o do seu cadastro: a confirmação foi enviada para ${emailMascarado}.`,
};
