import type { PrazoDeRecurso } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { DECISAO_LABELS, glosaNome, motivoLabel, prazoFaixa, prazoLabel } from './glosaLabels';

const aberto = (diasRestantes: number): PrazoDeRecurso => ({
  permitido: true,
  prazo: '2026-12-14',
  diasRestantes,
  proximaRodada: 1,
  rodadasMaximas: 2,
  motivo: null,
});
const fechado: PrazoDeRecurso = {
  ...aberto(0),
  permitido: false,
  prazo: null,
  diasRestantes: null,
  motivo: 'Em recurso.',
};

describe('glosa names', () => {
  it('should name the glosa by its code and text, and the item by procedure and place', () => {
    expect(motivoLabel({ codigoGlosa: '3067', descricaoGlosa: 'RADIOGRAFIA FINAL NÃO ENVIADA' })).toBe(
      '3067 – RADIOGRAFIA FINAL NÃO ENVIADA',
    );
    expect(glosaNome({ procedureName: 'Tratamento endodôntico unirradicular', local: 'Dente 11' })).toBe(
      'Tratamento endodôntico unirradicular · Dente 11',
    );
  });

  it('should say each decision of the operator', () => {
    expect(DECISAO_LABELS).toEqual({
      aceitar: 'Aceito',
      aceitarParte: 'Aceito em parte',
      manter: 'Glosa mantida',
    });
  });
});

describe('prazoLabel', () => {
  it('should say the last day and the days left of an open round', () => {
    expect(prazoLabel(aberto(17))).toBe('Prazo: 14/12/2026 (17 dias)');
    expect(prazoLabel(aberto(1))).toBe('Prazo: 14/12/2026 (1 dia)');
    // The server counts calendar days from today: 0 is the last day, still open.
    expect(prazoLabel(aberto(0))).toBe('Prazo: 14/12/2026 (último dia)');
  });

  it('should say nothing when no round is open', () => {
    expect(prazoLabel(fechado)).toBeNull();
  });
});

describe('prazoFaixa', () => {
  it.each([
    [17, 'no-prazo'],
    [3, 'no-prazo'],
    [2, 'ate-2-dias'],
    [1, 'ate-2-dias'],
    [0, 'vence-hoje'],
  ] as const)('should colour %i days left as %s', (dias, faixa) => {
    expect(prazoFaixa(aberto(dias))).toBe(faixa);
  });
});
