import { type CallFailure, fieldErrorsOf, type OuvidoriaMensagem } from '@odonto/api';

/** The Ouvidoria form as typed (every field a string; optional ones may stay empty). */
export type OuvidoriaForm = Required<OuvidoriaMensagem>;

export type OuvidoriaField = keyof OuvidoriaForm;

export type OuvidoriaErrors = Partial<Record<OuvidoriaField, string>>;

/** The form's fields, in the order they are shown and focused. */
export const OUVIDORIA_FIELDS = [
  'protocoloAnterior',
  'numeroCarteira',
  'nome',
  'email',
  'telefone',
  'whatsapp',
  'cidade',
  'mensagem',
] as const satisfies ReadonlyArray<OuvidoriaField>;

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

/** Per-field messages of the form's own checks (the server names its fields in `invalid-params`). */
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

/** The server's refusals placed under the form's fields, by the names of `invalid-params`. */
export const serverFieldErrors = (failure: CallFailure): OuvidoriaErrors =>
  fieldErrorsOf(failure, OUVIDORIA_FIELDS);

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
