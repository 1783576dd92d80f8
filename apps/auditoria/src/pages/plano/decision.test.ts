import { CallError } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { planItem } from '../../testing/fixtures';
import { alteracaoFrom, awaitsDecision, decisionFieldErrors, requestedDraft } from './decision';

const item = planItem({ idProcedimentoItem: 501, idDente: 16, faces: 'M,O' });
const draft = requestedDraft(item);

describe('the decision', () => {
  it('should fill the authorized procedure with the request', () => {
    expect(draft).toEqual({ codTuss: '85100218', idDente: '16', faces: 'M,O', regiao: '' });
    expect(requestedDraft(planItem({ idProcedimentoItem: 503, sextante: 'S1' })).regiao).toBe('S1');
  });

  it('should send only what differs from the request', () => {
    expect(alteracaoFrom(item, { ...draft, faces: 'o' })).toEqual({ alteracao: { faces: 'O' }, errors: {} });
    expect(alteracaoFrom(item, { ...draft, codTuss: '85100196', idDente: '17' })).toEqual({
      alteracao: { codTuss: '85100196', idDente: 17 },
      errors: {},
    });
    expect(alteracaoFrom(item, { ...draft, regiao: 's1' }).alteracao).toEqual({ regiao: 'S1' });
  });

  it('should refuse a change that changes nothing (the same faces in another order, an emptied field)', () => {
    for (const same of [draft, { ...draft, faces: 'O, M' }, { ...draft, idDente: '' }]) {
      expect(alteracaoFrom(item, same).errors).toEqual({
        alteracao:
          'Altere ao menos um destes: código TUSS, dente, faces ou região. Sem mudança, escolha Autorizar.',
      });
    }
  });

  it.each([
    [{ codTuss: '8510' }, 'codTuss'],
    [{ idDente: '99' }, 'idDente'],
    [{ idDente: '1a' }, 'idDente'],
    [{ faces: 'M,X' }, 'faces'],
    [{ faces: 'M,O,D,V,L,P' }, 'faces'],
    [{ regiao: 'S-1' }, 'regiao'],
  ])('should say at its field what is wrong in %o', (change, field) => {
    expect(Object.keys(alteracaoFrom(item, { ...draft, ...change }).errors)).toEqual([field]);
  });

  it("should place the server's field messages at the form's fields", () => {
    const error = new CallError({
      status: 400,
      body: {
        success: false,
        message: 'Dados inválidos.',
        errors: ['x'],
        'invalid-params': [
          { name: 'fundamento', reason: 'Informe o fundamento da negativa.' },
          { name: 'alteracao/faces', reason: 'Faces inválidas.' },
          { name: 'body.alteracao.codTuss', reason: 'Código desconhecido.' },
          { name: 'alteracao', reason: 'Informe a alteração.' },
          { name: 'outro', reason: 'Ignorado.' },
        ],
      },
    });
    expect(decisionFieldErrors(error)).toEqual({
      fundamento: 'Informe o fundamento da negativa.',
      faces: 'Faces inválidas.',
      codTuss: 'Código desconhecido.',
      alteracao: 'Informe a alteração.',
    });
  });

  it('should offer a decision on the items waiting for the operator, the junta included', () => {
    expect(awaitsDecision({ audiStatus: 'Em Junta' })).toBe(true);
    expect(awaitsDecision({ audiStatus: 'Auditoria' })).toBe(true);
    expect(awaitsDecision({ audiStatus: 'Aguardando Aceite' })).toBe(false);
    expect(awaitsDecision({ audiStatus: 'Negado' })).toBe(false);
  });
});
