import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONDITION_NAMES, CONDITIONS, isToothCondition } from './conditions';

/** dm_condicaoClinica of TISS 4.01.00 (copied from /work/shared/data/tiss). */
const tiss = readFileSync(new URL('./fixtures/tiss-situacao-inicial.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));

describe('initial situations', () => {
  it('should hold the five TISS codes, in TISS order, with their official names', () => {
    expect(CONDITIONS.map((code) => [code, CONDITION_NAMES[code]])).toEqual(tiss);
  });

  it('should recognise the codes only', () => {
    expect(CONDITIONS.every(isToothCondition)).toBe(true);
    expect(isToothCondition('X')).toBe(false);
    expect(isToothCondition('a')).toBe(false);
    expect(isToothCondition(undefined)).toBe(false);
  });
});
