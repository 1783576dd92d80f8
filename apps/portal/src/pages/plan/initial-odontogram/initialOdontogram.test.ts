import { describe, expect, it } from 'vitest';
import { MARIA_INITIAL } from '../../../testing/procedure-rules-handlers';
import { conditionsOf, initialOdontogramBody, lastRecorded } from './initialOdontogram';

describe('the initial odontogram', () => {
  it("should read the recorded teeth as the chart's conditions, and the last date", () => {
    expect(conditionsOf(MARIA_INITIAL)).toEqual({ 18: 'A', 16: 'C', 36: 'R' });
    expect(lastRecorded([...MARIA_INITIAL, { idDente: 11, condicao: 'H', dataRegistro: '2026-11-20' }])).toBe(
      '2026-11-20',
    );
    expect(lastRecorded([])).toBeNull();
  });

  it('should send every tooth, dated only when its condition is new or changed, and leave erased teeth out', () => {
    const body = initialOdontogramBody(MARIA_INITIAL, { 18: 'A', 16: 'R', 21: 'E' }, '2026-11-23');
    expect(body).toEqual({
      dentes: [
        { idDente: 16, condicao: 'R', dataRegistro: '2026-11-23' },
        { idDente: 18, condicao: 'A' },
        { idDente: 21, condicao: 'E', dataRegistro: '2026-11-23' },
      ],
    });
  });
});
