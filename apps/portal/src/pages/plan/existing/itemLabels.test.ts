import type { PlanoTratamentoItem } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { planItem } from '../../../testing/plan-item';
import { awaitsAnswer, itemTitle, reasonText } from './itemLabels';

// Tooth 26, one face: the item the titles below name.
const item = (overrides: Partial<PlanoTratamentoItem>) =>
  planItem({
    idDente: 26,
    codTuss: '85100196',
    descricao: 'Restauração em resina fotopolimerizável 1 face',
    ...overrides,
  });

describe('itemTitle', () => {
  it.each([
    [{}, 'Dente 26 · 85100196 - Restauração em resina fotopolimerizável 1 face'],
    [
      { idDente: null, arcada: 'AS' },
      'Região AS · 85100196 - Restauração em resina fotopolimerizável 1 face',
    ],
    [{ idDente: null }, 'Boca · 85100196 - Restauração em resina fotopolimerizável 1 face'],
  ])('should name %j as %j', (overrides, title) => {
    expect(itemTitle(item(overrides))).toBe(title);
  });
});

describe('reasonText', () => {
  it('should give a denial its Tabela 38 code and text', () => {
    expect(
      reasonText(item({ audiCodigoGlosa: '3056', audiMotivoStatus: 'DIVERGÊNCIA NA QUANTIDADE DE FACES' })),
    ).toBe('Glosa 3056: DIVERGÊNCIA NA QUANTIDADE DE FACES');
  });

  it("should give a request the auditor's note, and nothing without one", () => {
    expect(reasonText(item({ audiMotivoStatus: ' Enviar radiografia. ' }))).toBe('Enviar radiografia.');
    expect(reasonText(item({}))).toBe('');
  });
});

describe('awaitsAnswer', () => {
  it.each([
    ['Aguardando Justificativa', true],
    ['Aguardando Documentação', true],
    ['Auditoria', false],
    ['Negado', false],
  ] as const)('should say %s waits on the dentist: %s', (audiStatus, expected) => {
    expect(awaitsAnswer(item({ audiStatus }))).toBe(expected);
  });
});
