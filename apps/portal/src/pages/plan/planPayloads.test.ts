import { describe, expect, it } from 'vitest';
import { MARIA, PERFORMER, PROCEDIMENTOS, REQUESTER } from '../../testing/plan-new-handlers';
import { newItemPayload, newPlanPayload } from './planPayloads';
import type { ProcedureSelection } from './procedure-picker';

const [resina] = PROCEDIMENTOS;
if (!resina) throw new Error('sem procedimentos');

const onFaces: ProcedureSelection = { procedimento: resina, tooth: 16, faces: ['M', 'O'], root: false };

describe('the new-item payload', () => {
  it('should carry only what the server reads: plan, procedure, TUSS code, tooth and faces', () => {
    expect(newItemPayload(1025, onFaces)).toEqual({
      idPlanoTratamento: 1025,
      idAudiProcedimento: 12,
      codTuss: '85100196',
      idDente: 16,
      faces: 'M,O',
    });
  });

  it('should write the root as R', () => {
    expect(newItemPayload(7, { ...onFaces, faces: [], root: true }).faces).toBe('R');
  });
});

describe('the new-plan payload', () => {
  it("should name the beneficiary's card and the performer, who is the requester when none is given", () => {
    expect(newPlanPayload(MARIA, PERFORMER, null, '12345')).toMatchObject({
      matriculaBeneficiario: '09000001000001001',
      codigoDentistaExecutante: '1',
      croDentistaExecutante: PERFORMER.cro,
      codigoDentistaSolicitante: '1',
      croDentistaSolicitante: PERFORMER.cro,
      ufCroDentistaSolicitante: 'SP',
      usuarioCriacao: '12345',
    });
  });

  it('should name a requester typed in without a code', () => {
    const typedIn = { id: null, cro: '99999', uf: 'MG' as const, nome: 'Dra. Nova' };
    expect(newPlanPayload(MARIA, PERFORMER, typedIn, '12345')).toMatchObject({
      codigoDentistaSolicitante: null,
      croDentistaSolicitante: '99999',
      ufCroDentistaSolicitante: 'MG',
      nomeDentistaSolicitante: 'Dra. Nova',
    });
    expect(newPlanPayload(MARIA, PERFORMER, REQUESTER, '12345').codigoDentistaSolicitante).toBe('2');
  });

  it("should leave the operator's fixed values to the server (docs/product-rules.md#d14)", () => {
    const payload = newPlanPayload(MARIA, PERFORMER, null, '12345');
    for (const field of [
      'codigoOperadoraOrigem',
      'codigoPontoAtendimento',
      'codigoCnes',
      'observacoesPlanoTratamento',
    ])
      expect(payload).not.toHaveProperty(field);
  });
});
