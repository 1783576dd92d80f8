import { describe, expect, it } from 'vitest';
import { CallError, failureFromError } from './failure';
import { fieldErrorsOf, invalidParamsOf } from './field-errors';

const envelope = (invalidParams: unknown) => ({
  success: false,
  data: null,
  message: 'Verifique os campos obrigatórios.',
  errors: ['Informe o nome.', 'Escreva a mensagem.'],
  'invalid-params': invalidParams,
});

const OUVIDORIA = envelope([
  { name: 'nome', reason: 'Informe o nome.' },
  { name: 'mensagem', reason: 'Escreva a mensagem.' },
]);

describe('invalidParamsOf', () => {
  it('should read them from a 400 failure, a thrown CallError and a bare envelope alike', () => {
    const expected = [
      { name: 'nome', reason: 'Informe o nome.' },
      { name: 'mensagem', reason: 'Escreva a mensagem.' },
    ];
    expect(invalidParamsOf({ status: 400, body: OUVIDORIA })).toEqual(expected);
    expect(invalidParamsOf(new CallError({ status: 400, body: OUVIDORIA }))).toEqual(expected);
    expect(invalidParamsOf(OUVIDORIA)).toEqual(expected);
  });

  it('should read a 422 and keep the nested paths as the server names them', () => {
    const refused = envelope([{ name: 'itens/0/faces', reason: 'Glosa 3056: ajuste as faces.' }]);
    expect(invalidParamsOf({ status: 422, body: refused })).toEqual([
      { name: 'itens/0/faces', reason: 'Glosa 3056: ajuste as faces.' },
    ]);
  });

  it('should give none for other statuses, no response, or an envelope without the member', () => {
    expect(invalidParamsOf({ status: 404, body: OUVIDORIA })).toEqual([]);
    expect(invalidParamsOf({ status: 409, body: OUVIDORIA })).toEqual([]);
    expect(invalidParamsOf(failureFromError(new TypeError('Failed to fetch')))).toEqual([]);
    expect(invalidParamsOf({ status: 400, body: { success: false, errors: ['Informe o nome.'] } })).toEqual(
      [],
    );
    expect(invalidParamsOf(undefined)).toEqual([]);
    expect(invalidParamsOf(new Error('boom'))).toEqual([]);
  });

  it('should skip entries that are not {name, reason} texts', () => {
    const odd = envelope([
      { name: 'nome' },
      { name: '', reason: 'Sem nome.' },
      { name: 'email', reason: 42 },
      'mensagem',
      null,
      { name: 'cidade', reason: 'Informe a cidade.' },
    ]);
    expect(invalidParamsOf(odd)).toEqual([{ name: 'cidade', reason: 'Informe a cidade.' }]);
    expect(invalidParamsOf(envelope('nome'))).toEqual([]);
  });
});

describe('fieldErrorsOf', () => {
  it('should map each field to its message', () => {
    expect(fieldErrorsOf({ status: 400, body: OUVIDORIA })).toEqual({
      nome: 'Informe o nome.',
      mensagem: 'Escreva a mensagem.',
    });
  });

  it('should keep the first message of a field named twice', () => {
    const twice = envelope([
      { name: 'newPassword', reason: 'Mínimo 8 caracteres' },
      { name: 'newPassword', reason: 'Outra coisa' },
    ]);
    expect(fieldErrorsOf(twice)).toEqual({ newPassword: 'Mínimo 8 caracteres' });
  });

  it('should keep only the form’s own fields when they are given', () => {
    const errors = fieldErrorsOf({ status: 400, body: OUVIDORIA }, ['nome', 'email'] as const);
    expect(errors).toEqual({ nome: 'Informe o nome.' });
    // Typed by the fields given: errors.mensagem would not compile.
    expect(errors.email).toBeUndefined();
  });
});
