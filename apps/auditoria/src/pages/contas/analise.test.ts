import { CallError } from '@odonto/api';
import { formatCurrency } from '@odonto/ui';
import { describe, expect, it } from 'vitest';
import { type AnaliseDraft, analiseFieldErrors, analiseRequest, EMPTY_DRAFT, parseReais } from './analise';

describe('an amount in reais as typed', () => {
  it.each([
    ['50,00', 50],
    ['50', 50],
    ['50,5', 50.5],
    [' 0,01 ', 0.01],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['R$ 620,00', 620],
    ['12.345.678,90', 12345678.9],
  ])('should read %s as %d', (text, value) => {
    expect(parseReais(text)).toBe(value);
  });

  it.each(['', 'abc', '50.5', '50,555', '1.23,00', '-10', '10,', ',50', '5 0,0x'])(
    'should refuse %j',
    (text) => {
      expect(parseReais(text)).toBeNull();
    },
  );
});

const draft = (fields: Partial<AnaliseDraft>): AnaliseDraft => ({ ...EMPTY_DRAFT, ...fields });

describe("an item's analysis form", () => {
  it('should ask for a decision', () => {
    expect(analiseRequest(EMPTY_DRAFT, 620)).toEqual({
      errors: { decisao: 'Escolha a decisão: pagar, glosar parte ou glosar tudo.' },
    });
  });

  it('should pay with nothing else, leaving out what was typed for a glosa', () => {
    expect(
      analiseRequest(
        draft({ decisao: 'pagar', codigoGlosa: '3067', observacao: 'x', valorGlosado: '10' }),
        620,
      ),
    ).toEqual({ request: { decisao: 'pagar' } });
  });

  it('should ask a glosa for its code and note', () => {
    expect(analiseRequest(draft({ decisao: 'glosarTudo', observacao: '   ' }), 620).errors).toEqual({
      codigoGlosa: 'Escolha o motivo da glosa (Tabela 38).',
      observacao: 'Escreva uma nota para o dentista explicando a glosa.',
    });
  });

  it('should send a whole glosa with its code and trimmed note, and no amount', () => {
    expect(
      analiseRequest(
        draft({
          decisao: 'glosarTudo',
          codigoGlosa: '3067',
          observacao: ' Sem a periapical final. ',
          valorGlosado: '5',
        }),
        620,
      ),
    ).toEqual({
      request: { decisao: 'glosarTudo', codigoGlosa: '3067', observacao: 'Sem a periapical final.' },
    });
  });

  it("should send a partial glosa's amount as a number of reais", () => {
    expect(
      analiseRequest(
        draft({
          decisao: 'glosarParte',
          valorGlosado: '50,00',
          codigoGlosa: '3005',
          observacao: 'Acima da tabela.',
        }),
        210,
      ),
    ).toEqual({
      request: {
        decisao: 'glosarParte',
        valorGlosado: 50,
        codigoGlosa: '3005',
        observacao: 'Acima da tabela.',
      },
    });
  });

  it.each([
    ['', 'Informe o valor glosado.'],
    ['50.00', 'Informe o valor em reais, por exemplo 50,00.'],
    ['0,00', 'O valor glosado deve ser maior que zero.'],
    [
      '210,00',
      `O valor glosado deve ser menor que o valor informado (${formatCurrency(210)}). Para glosar o valor inteiro, escolha Glosar tudo.`,
    ],
    [
      '300',
      `O valor glosado deve ser menor que o valor informado (${formatCurrency(210)}). Para glosar o valor inteiro, escolha Glosar tudo.`,
    ],
  ])('should refuse a partial glosa of %j', (valorGlosado, message) => {
    expect(
      analiseRequest(
        draft({ decisao: 'glosarParte', valorGlosado, codigoGlosa: '3005', observacao: 'Nota.' }),
        210,
      ).errors,
    ).toEqual({ valorGlosado: message });
  });

  it('should refuse a note longer than 500 characters', () => {
    expect(
      analiseRequest(draft({ decisao: 'glosarTudo', codigoGlosa: '3067', observacao: 'a'.repeat(501) }), 620)
        .errors,
    ).toEqual({ observacao: 'A nota pode ter até 500 caracteres.' });
  });
});

describe("the server's messages for the analysis' fields", () => {
  it('should give each named field its first message, whatever the path style', () => {
    const error = new CallError({
      status: 422,
      body: {
        success: false,
        data: null,
        message: 'A análise não foi registrada.',
        errors: [],
        'invalid-params': [
          { name: 'codigoGlosa', reason: 'O código 3056 não serve para glosar uma conta.' },
          { name: '/body/codigoGlosa', reason: 'outra' },
          { name: 'body.valorGlosado', reason: 'O valor glosado deve ser menor que o informado.' },
          { name: 'outroCampo', reason: 'ignorado' },
        ],
      },
    });
    expect(analiseFieldErrors(error)).toEqual({
      codigoGlosa: 'O código 3056 não serve para glosar uma conta.',
      valorGlosado: 'O valor glosado deve ser menor que o informado.',
    });
  });

  it('should give no field a message from a conflict', () => {
    expect(
      analiseFieldErrors(new CallError({ status: 409, body: { message: 'Este item já foi analisado.' } })),
    ).toEqual({});
  });
});
