import { describe, expect, it } from 'vitest';
import { faceAnchor, glosaAnchor, regiaoAnchor, slugOf, statusAnchor, tissAnchor } from './anchors';

describe('glossary anchors', () => {
  it.each([
    ['item', 'Aguardando Aprovação', 'status-item-aguardando-aprovacao'],
    ['item', 'Em Junta', 'status-item-em-junta'],
    ['item', '', 'status-item-aguardando-aprovacao'],
    ['item', null, 'status-item-aguardando-aprovacao'],
    ['plano', 5, 'status-plano-5'],
    ['plano', 9, 'status-plano-1'],
    ['plano', null, 'status-plano-1'],
    ['glosa', 'aceita_parcialmente', 'status-glosa-aceita-parcialmente'],
    ['lote', 'Em análise', 'status-lote-em-analise'],
    ['financeiro', 'completed', 'status-financeiro-completed'],
  ] as const)('should give %s %j the anchor %s', (kind, value, anchor) => {
    expect(statusAnchor(kind, value)).toBe(anchor);
  });

  it('should name codes, regions and faces by their code', () => {
    expect(tissAnchor(2)).toBe('tiss-2');
    expect(glosaAnchor(' 1430 ')).toBe('glosa-1430');
    expect(regiaoAnchor('as')).toBe('regiao-AS');
    expect(faceAnchor('o')).toBe('face-O');
  });

  it('should make a slug without accents or punctuation', () => {
    expect(slugOf('  Autorizado parcialmente! ')).toBe('autorizado-parcialmente');
  });
});
