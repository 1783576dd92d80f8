import { describe, expect, it } from 'vitest';
import {
  EMPTY_OUVIDORIA_FORM,
  OUVIDORIA_MESSAGES,
  type OuvidoriaForm,
  ouvidoriaBody,
  serverFieldErrors,
  validateOuvidoria,
} from './ouvidoriaForm';

const FILLED: OuvidoriaForm = {
  protocoloAnterior: '',
  numeroCarteira: '09000001000001001',
  nome: 'Dra. Ana Souza',
  email: 'ana@example.com',
  telefone: '',
  whatsapp: '(11) 98765-4321',
  cidade: 'São Paulo',
  mensagem: 'Não tive resposta.',
};

describe('validateOuvidoria', () => {
  it('should accept a form with every required field', () => {
    expect(validateOuvidoria(FILLED)).toEqual({});
  });

  it('should name every required field of an empty form, optional ones left alone', () => {
    expect(validateOuvidoria(EMPTY_OUVIDORIA_FORM)).toEqual(OUVIDORIA_MESSAGES);
  });

  it('should treat blanks as empty', () => {
    expect(validateOuvidoria({ ...FILLED, nome: '   ', cidade: '\t' })).toEqual({
      nome: OUVIDORIA_MESSAGES.nome,
      cidade: OUVIDORIA_MESSAGES.cidade,
    });
  });

  it.each(['ana', 'ana@', 'ana@example', 'a na@example.com'])('should refuse the e-mail %j', (email) => {
    expect(validateOuvidoria({ ...FILLED, email })).toEqual({ email: OUVIDORIA_MESSAGES.email });
  });

  it.each([
    ['(11) 3333-4444', true],
    ['11987654321', true],
    ['987654321', false],
    ['(11) 98765-43210', false],
  ])('should take the WhatsApp %j with DDD: %s', (whatsapp, ok) => {
    expect(validateOuvidoria({ ...FILLED, whatsapp })).toEqual(
      ok ? {} : { whatsapp: OUVIDORIA_MESSAGES.whatsapp },
    );
  });
});

describe('serverFieldErrors', () => {
  it('should place the server’s refusals by field name, whatever their wording', () => {
    const failure = {
      status: 400,
      body: {
        success: false,
        message: 'Verifique os campos obrigatórios.',
        errors: ['Um texto que o formulário não conhece.', 'Escreva a mensagem.'],
        'invalid-params': [
          { name: 'email', reason: 'Um texto que o formulário não conhece.' },
          { name: 'mensagem', reason: 'Escreva a mensagem.' },
          { name: 'campoQueNaoExiste', reason: 'Ignorado.' },
        ],
      },
    };
    expect(serverFieldErrors(failure)).toEqual({
      email: 'Um texto que o formulário não conhece.',
      mensagem: 'Escreva a mensagem.',
    });
  });

  it('should place nothing for a refusal that names no field', () => {
    expect(serverFieldErrors({ status: 400, body: { errors: ['Informe o nome.'] } })).toEqual({});
    expect(serverFieldErrors({ status: 500, body: { errors: ['Erro interno.'] } })).toEqual({});
  });
});

describe('ouvidoriaBody', () => {
  it('should trim the fields and leave out empty optional ones', () => {
    expect(ouvidoriaBody({ ...FILLED, nome: ' Dra. Ana Souza ', telefone: ' ' })).toEqual({
      numeroCarteira: '09000001000001001',
      nome: 'Dra. Ana Souza',
      email: 'ana@example.com',
      whatsapp: '(11) 98765-4321',
      cidade: 'São Paulo',
      mensagem: 'Não tive resposta.',
    });
  });
});
