import { CallError } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { GLOSA_3056 } from '../../../testing/procedure-rules-handlers';
import { refusedGlosas } from './glosas';

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
