import { CallError } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { GLOSA_3056 } from '../../../testing/procedure-rules-handlers';
import { onlyEligibility, refusalOf, refusedGlosas, unexplainedReasons } from './glosas';

const FACES_DEMAIS = 'Escolha no máximo 5 faces do dente (por exemplo, M,O,D).';

describe("the glosas of a refused item's creation", () => {
  it('should read them from a 422 with glosas', () => {
    const thrown = new CallError({
      status: 422,
      body: { success: false, errors: ['x'], glosas: [GLOSA_3056] },
    });
    expect(refusedGlosas(thrown)).toEqual([GLOSA_3056]);
  });

  it('should find none in another failure or a malformed body', () => {
    expect(refusedGlosas(new CallError({ status: 500, body: { glosas: [GLOSA_3056] } }))).toEqual([]);
    expect(refusedGlosas(new CallError({ status: 422, body: { errors: ['Chave usada'] } }))).toEqual([]);
    expect(refusedGlosas(new CallError({ status: 422, body: { glosas: [{ codigo: 1 }] } }))).toEqual([]);
    expect(refusedGlosas(new Error('sem resposta'))).toEqual([]);
  });
});

describe('refusalOf', () => {
  it('should name the parts of the choice at fault from invalid-params, beside the glosas', () => {
    const sentence = `Glosa 3056: ${GLOSA_3056.correcao}`;
    const thrown = new CallError({
      status: 422,
      body: {
        success: false,
        errors: [sentence],
        'invalid-params': [{ name: 'faces', reason: sentence }],
        glosas: [GLOSA_3056],
      },
    });
    expect(refusalOf(thrown)).toEqual({ glosas: [GLOSA_3056], fields: { faces: sentence } });
    // The glosa list already says it: nothing more to show.
    expect(unexplainedReasons(refusalOf(thrown))).toEqual([]);
  });

  it('should give the reason of a 400 that names a part of the choice, and nothing for other fields', () => {
    const thrown = new CallError({
      status: 400,
      body: {
        success: false,
        message: 'Não foi possível criar o item do plano de tratamento por falta de informações.',
        errors: [FACES_DEMAIS, 'Outro.'],
        'invalid-params': [
          { name: 'faces', reason: FACES_DEMAIS },
          { name: 'Idempotency-Key', reason: 'Outro.' },
        ],
      },
    });
    expect(refusalOf(thrown)).toEqual({ glosas: [], fields: { faces: FACES_DEMAIS } });
    expect(unexplainedReasons(refusalOf(thrown))).toEqual([FACES_DEMAIS]);
  });

  it('should be empty for a refusal that names nothing', () => {
    const thrown = new CallError({ status: 400, body: { success: false, errors: ['x'] } });
    expect(refusalOf(thrown)).toEqual({ glosas: [], fields: {} });
    expect(unexplainedReasons(refusalOf(thrown))).toEqual([]);
  });
});

describe('eligibility glosas (issue #30)', () => {
  const carencia = {
    codigo: '1410',
    descricao: 'SERVIÇO SOLICITADO EM CARÊNCIA',
    correcao: 'Procedimento em carência até 12/03/2027 (Endodontia: 90 dias desde a inclusão em 14/12/2026).',
    bloqueante: false,
  };
  it('should tell glosas of the contract alone from those about the item', () => {
    expect(onlyEligibility([carencia])).toBe(true);
    expect(onlyEligibility([carencia, { ...carencia, codigo: '3109' }])).toBe(true);
    expect(onlyEligibility([carencia, GLOSA_3056])).toBe(false);
    expect(onlyEligibility([])).toBe(false);
  });
});
