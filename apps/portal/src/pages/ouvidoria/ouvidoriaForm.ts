import type { OuvidoriaMensagem } from '@odonto/api';

/** The Ouvidoria form as typed (every field a string; optional ones may stay empty). */
export type OuvidoriaForm = Required<OuvidoriaMensagem>;

export type OuvidoriaField = keyof OuvidoriaForm;

export type OuvidoriaErrors = Partial<Record<OuvidoriaField, string>>;

export const EMPTY_OUVIDORIA_FORM: OuvidoriaForm = {
  protocoloAnterior: '',
  numeroCarteira: '',
  nome: '',
  email: '',
  telefone: '',
  whatsapp: '',
  cidade: '',
  mensagem: '',
};

/** Per-field messages, the same words the server answers with (so its errors map back to the fields). */
export const OUVIDORIA_MESSAGES = {
  numeroCarteira: 'Informe o número da carteira.',
  nome: 'Informe o nome.',
  email: 'Informe um e-mail válido.',
  whatsapp: 'Informe o WhatsApp com DDD (10 ou 11 dígitos).',
  cidade: 'Informe a cidade.',
  mensagem: 'Escreva a mensagem.',
} as const satisfies OuvidoriaErrors;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The required fields of docs/product-rules.md#ouvidoria, checked as the server checks them (docs/product-rules.md#d13). */
export function validateOuvidoria(form: OuvidoriaForm): OuvidoriaErrors {
  const errors: OuvidoriaErrors = {};
  if (!form.numeroCarteira.trim()) errors.numeroCarteira = OUVIDORIA_MESSAGES.numeroCarteira;
  if (!form.nome.trim()) errors.nome = OUVIDORIA_MESSAGES.nome;
  if (!EMAIL.test(form.email.trim())) errors.email = OUVIDORIA_MESSAGES.email;
  const whatsappDigits = form.whatsapp.replace(/\D/g, '').length;
  if (whatsappDigits < 10 || whatsappDigits > 11) errors.whatsapp = OUVIDORIA_MESSAGES.whatsapp;
  if (!form.cidade.trim()) errors.cidade = OUVIDORIA_MESSAGES.cidade;
  if (!form.mensagem.trim()) errors.mensagem = OUVIDORIA_MESSAGES.mensagem;
  return errors;
}

/** Places the server's per-field messages under their fields; the rest stay unplaced. */
export function serverFieldErrors(messages: ReadonlyArray<string>): {
  fields: OuvidoriaErrors;
  others: string[];
} {
  const fields: OuvidoriaErrors = {};
  const others: string[] = [];
  for (const message of messages) {
    const field = (Object.keys(OUVIDORIA_MESSAGES) as Array<keyof typeof OUVIDORIA_MESSAGES>).find(
      (key) => OUVIDORIA_MESSAGES[key] === message,
    );
    if (field) fields[field] = message;
    else others.push(message);
  }
  return { fields, others };
}

/** The request body: trimmed, optional fields left out when empty. */
export function ouvidoriaBody(form: OuvidoriaForm): OuvidoriaMensagem {
  const protocoloAnterior = form.protocoloAnterior.trim();
  const telefone = form.telefone.trim();
  return {
    ...(protocoloAnterior ? { protocoloAnterior } : {}),
    numeroCarteira: form.numeroCarteira.trim(),
    nome: form.nome.trim(),
    email: form.email.trim(),
    ...(telefone ? { telefone } : {}),
    whatsapp: form.whatsapp.trim(),
    cidade: form.cidade.trim(),
    mensagem: form.mensagem.trim(),
  };
}
