import { CallError } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import {
  DECISAO_REQUIRED,
  EMPTY_ITEM_DRAFT,
  itemsWithErrors,
  JUSTIFICATIVA_REQUIRED,
  type RespostaItemDraft,
  respostaFieldErrors,
  respostaRequest,
  VALOR_FORMAT,
  valorAcatadoRange,
} from './resposta';

const ENDO = { id: 4, valorRecursado: 620 };
const RESINA = { id: 5, valorRecursado: 210 };
const itens = [ENDO, RESINA];

const draft = (fields: Partial<RespostaItemDraft>): RespostaItemDraft => ({ ...EMPTY_ITEM_DRAFT, ...fields });

describe("an appeal's answer form", () => {
  it('should ask every item for a decision', () => {
    expect(respostaRequest(itens, {})).toEqual({
      errors: { 4: { decisao: DECISAO_REQUIRED }, 5: { decisao: DECISAO_REQUIRED } },
    });
    expect(respostaRequest(itens, { 4: draft({ decisao: 'aceitar' }) })).toEqual({
      errors: { 5: { decisao: 'Escolha a decisão deste item.' } },
    });
  });

  it('should send every item in the appeal order: accept alone, part with its amount in reais and justification', () => {
    expect(
      respostaRequest(itens, {
        5: draft({
          decisao: 'aceitarParte',
          valorAcatado: '150,00',
          justificativa: ' Aceito o valor da tabela. ',
        }),
        4: draft({ decisao: 'aceitar', valorAcatado: '10' }),
      }),
    ).toEqual({
      request: {
        itens: [
          { id: 4, decisao: 'aceitar' },
          { id: 5, decisao: 'aceitarParte', valorAcatado: 150, justificativa: 'Aceito o valor da tabela.' },
        ],
      },
    });
  });

  it('should send the justification of an acceptance when written, and keep the glosa with its justification', () => {
    expect(
      respostaRequest(itens, {
        4: draft({ decisao: 'aceitar', justificativa: 'A periapical final confirma a obturação.' }),
        5: draft({ decisao: 'manter', valorAcatado: '50', justificativa: 'A resina foi feita em amálgama.' }),
      }).request,
    ).toEqual({
      itens: [
        { id: 4, decisao: 'aceitar', justificativa: 'A periapical final confirma a obturação.' },
        { id: 5, decisao: 'manter', justificativa: 'A resina foi feita em amálgama.' },
      ],
    });
  });

  it('should ask a kept glosa and a partial acceptance for a justification', () => {
    expect(
      respostaRequest(itens, {
        4: draft({ decisao: 'manter', justificativa: '   ' }),
        5: draft({ decisao: 'aceitarParte', valorAcatado: '100' }),
      }).errors,
    ).toEqual({
      4: { justificativa: JUSTIFICATIVA_REQUIRED },
      5: { justificativa: 'Escreva a justificativa da resposta (até 500 caracteres).' },
    });
  });

  it('should refuse a justification longer than 500 characters', () => {
    expect(
      respostaRequest([ENDO], { 4: draft({ decisao: 'aceitar', justificativa: 'a'.repeat(501) }) }).errors,
    ).toEqual({ 4: { justificativa: JUSTIFICATIVA_REQUIRED } });
  });

  it.each([
    ['', 'Informe um valor maior que zero e menor que R$\u00a0210,00.'],
    ['0,00', valorAcatadoRange(210)],
    ['210,00', valorAcatadoRange(210)],
    ['300', valorAcatadoRange(210)],
    ['150.00', VALOR_FORMAT],
  ])('should refuse a partial acceptance of %j', (valorAcatado, message) => {
    expect(
      respostaRequest([RESINA], {
        5: draft({ decisao: 'aceitarParte', valorAcatado, justificativa: 'Nota.' }),
      }).errors,
    ).toEqual({ 5: { valorAcatado: message } });
  });

  it('should count the items with a message', () => {
    expect(itemsWithErrors({ 4: { decisao: DECISAO_REQUIRED }, 5: {} })).toBe(1);
  });
});

describe("the server's messages for the answer's fields", () => {
  it("should give each item's field its first message, whatever the path style", () => {
    const error = new CallError({
      status: 400,
      body: {
        success: false,
        data: null,
        message: 'A resposta não foi registrada.',
        errors: [],
        'invalid-params': [
          { name: 'itens/1/justificativa', reason: 'A justificativa é obrigatória para manter a glosa.' },
          { name: '/body/itens/1/justificativa', reason: 'outra' },
          { name: 'body.itens.0.valorAcatado', reason: 'O valor aceito deve ser menor que o recursado.' },
          { name: 'itens/7/decisao', reason: 'item que não existe' },
          { name: 'itens', reason: 'sem item' },
        ],
      },
    });
    expect(respostaFieldErrors(error, itens)).toEqual({
      4: { valorAcatado: 'O valor aceito deve ser menor que o recursado.' },
      5: { justificativa: 'A justificativa é obrigatória para manter a glosa.' },
    });
  });

  it('should give no field a message from a conflict', () => {
    expect(
      respostaFieldErrors(
        new CallError({
          status: 409,
          body: { message: 'Este recurso já foi respondido; a resposta não muda.' },
        }),
        itens,
      ),
    ).toEqual({});
  });
});
