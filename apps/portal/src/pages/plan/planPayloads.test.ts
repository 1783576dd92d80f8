import { describe, expect, it } from 'vitest';
import { MARIA, PERFORMER, PROCEDIMENTOS, REQUESTER } from '../../testing/plan-new-handlers';
import { firstItemValidationPayload, newItemPayload, newPlanPayload } from './planPayloads';
import type { ProcedureSelection } from './procedure-picker';

const byCode = (tuss: string) => {
  const found = PROCEDIMENTOS.find((procedimento) => procedimento.tuss === tuss);
  if (!found) throw new Error(`sem o procedimento ${tuss}`);
  return found;
};
const resina = byCode('85100196');
const nowhere = { tooth: null, faces: [], root: false, region: null } as const;

const onFaces: ProcedureSelection = {
  procedimento: resina,
  tooth: 16,
  faces: ['M', 'O'],
  root: false,
  region: null,
};

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

  it('should ask about a new plan’s first item with the beneficiary’s card in place of the plan', () => {
    expect(firstItemValidationPayload('09000001000001001', onFaces)).toEqual({
      matriculaBeneficiario: '09000001000001001',
      idAudiProcedimento: 12,
      codTuss: '85100196',
      idDente: 16,
      faces: 'M,O',
    });
  });

  it('should write the root as R', () => {
    expect(newItemPayload(7, { ...onFaces, faces: [], root: true }).faces).toBe('R');
  });

  it('should send a procedure of the whole mouth (a panoramic radiograph) with no tooth and no region', () => {
    expect(newItemPayload(7, { procedimento: byCode('81000405'), ...nowhere })).toEqual({
      idPlanoTratamento: 7,
      idAudiProcedimento: 16,
      codTuss: '81000405',
    });
  });

  it.each([
    ['AS', { arcada: 'AS' }],
    ['HAIE', { hemiArcada: 'HAIE' }],
    ['S5', { sextante: 'S5' }],
  ] as const)('should send the region %s in its own field, with no tooth', (region, field) => {
    const payload = newItemPayload(7, { procedimento: byCode('84000198'), ...nowhere, region });
    expect(payload).toEqual({ idPlanoTratamento: 7, idAudiProcedimento: 17, codTuss: '84000198', ...field });
  });

  it('should send a whole tooth without faces', () => {
    const payload = newItemPayload(7, { procedimento: byCode('85200166'), ...nowhere, tooth: 11 });
    expect(payload).toEqual({
      idPlanoTratamento: 7,
      idAudiProcedimento: 19,
      codTuss: '85200166',
      idDente: 11,
    });
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
