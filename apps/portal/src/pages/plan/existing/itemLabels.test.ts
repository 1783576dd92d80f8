import type { ItemHistorico, PlanoTratamentoItem } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { planItem } from '../../../testing/plan-item';
import { awaitsAnswer, itemTitle, predictionNote, reasonText, removedItemTitle } from './itemLabels';

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
      'AS · Arco Superior · 85100196 - Restauração em resina fotopolimerizável 1 face',
    ],
    [
      { idDente: null },
      'Arcadas Superiores e inferiores · 85100196 - Restauração em resina fotopolimerizável 1 face',
    ],
  ])('should name %j as %j', (overrides, title) => {
    expect(itemTitle(item(overrides))).toBe(title);
  });
});

describe('removedItemTitle', () => {
  const removal = (procedimento: ItemHistorico['procedimento']): ItemHistorico => ({
    idHistorico: 9,
    idProcedimentoItem: 3304,
    procedimento,
    dtEvento: '2026-11-24T11:00:00.000Z',
    autor: { nome: 'Dra. Ana Souza', cro: '12345', uf: 'SP', papel: 'Dentista' },
    de: 'Aguardando Aprovação',
    para: 'Removido',
    statusTiss: null,
    codigoGlosa: null,
    motivo: null,
    nota: null,
    arquivos: [],
  });
  const prophylaxis = { codTuss: '84000198', descricao: 'Profilaxia: polimento coronário', faces: null };

  it.each([
    [
      {
        codTuss: '85100196',
        descricao: 'Restauração em resina fotopolimerizável 1 face',
        idDente: 11,
        faces: 'V',
        regiao: null,
      },
      'Dente 11 · 85100196 - Restauração em resina fotopolimerizável 1 face (fora do plano)',
    ],
    [
      { ...prophylaxis, idDente: null, regiao: 'AS' },
      'AS · Arco Superior · 84000198 - Profilaxia: polimento coronário (fora do plano)',
    ],
    [
      { ...prophylaxis, idDente: null, regiao: null },
      'Arcadas Superiores e inferiores · 84000198 - Profilaxia: polimento coronário (fora do plano)',
    ],
  ])('should name a removed item by the procedure its row keeps (%j)', (procedimento, title) => {
    expect(removedItemTitle(removal(procedimento))).toBe(title);
  });

  it('should name one by its id when its row predates the procedure being kept', () => {
    expect(removedItemTitle(removal(null))).toBe('Procedimento 3304 (fora do plano)');
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

describe('predictionNote', () => {
  const glosa = (codigo: string) => ({
    codigo,
    descricao: 'TEXTO',
    correcao: 'Como corrigir.',
    bloqueante: false,
  });
  it('should say nothing for an item with no predicted glosa', () => {
    expect(predictionNote({ glosasPrevistas: [], justificativa: null })).toBeNull();
  });
  it('should name the predicted codes once each and whether a justification went with the item', () => {
    expect(
      predictionNote({ glosasPrevistas: [glosa('3003')], justificativa: 'Agenesia do 35, decíduo retido.' }),
    ).toBe('Glosa prevista 3003 · enviado com justificativa');
    expect(
      predictionNote({ glosasPrevistas: [glosa('3003'), glosa('3066'), glosa('3003')], justificativa: null }),
    ).toBe('Glosas previstas 3003, 3066 · enviado sem justificativa');
  });
});
