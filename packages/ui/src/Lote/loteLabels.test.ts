import { describe, expect, it } from 'vitest';
import { competenciaLabel, enviadoEmLabel, passoEm } from './loteLabels';

const passos = [
  { status: 'Aberto', em: '2026-11-02T13:00:00.000Z' },
  { status: 'Enviado', em: '2026-11-10T02:30:00.000Z' },
] as const;

describe('batch labels', () => {
  it('should write the month as MM/AAAA and leave anything else as it came', () => {
    expect(competenciaLabel('2026-11')).toBe('11/2026');
    expect(competenciaLabel('novembro')).toBe('novembro');
  });

  it("should find a step's moment, and the sending day in Brasília ('—' before it)", () => {
    expect(passoEm({ passos: [...passos] }, 'Enviado')).toBe('2026-11-10T02:30:00.000Z');
    expect(passoEm({ passos: [...passos] }, 'Pago')).toBeNull();
    // 02:30 UTC is still the 9th in Brasília.
    expect(enviadoEmLabel({ passos: [...passos] })).toBe('09/11/2026');
    expect(enviadoEmLabel({ passos: [passos[0]] })).toBe('—');
  });
});
