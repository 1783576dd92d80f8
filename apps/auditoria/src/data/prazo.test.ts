import { describe, expect, it } from 'vitest';
import { automaticAuthorization, isOverdue, type PrazoDoItem, prazoDate, prazoSituation } from './prazo';

const prazo = (fields: Partial<PrazoDoItem>): PrazoDoItem => ({
  solicitadoEm: '2026-11-27T12:00:00.000Z',
  // 08/12/2026 23:59:59 in Brasília.
  prazoResposta: '2026-12-09T02:59:59.999Z',
  diasUteis: 7,
  urgente: false,
  diasUteisRestantes: 5,
  faixa: 'no-prazo',
  pausado: false,
  respondidoEm: null,
  respondidoNoPrazo: null,
  ...fields,
});

describe("an item's deadline", () => {
  it("should read the deadline's day on Brasília's clock, not in UTC", () => {
    expect(prazoDate(prazo({}))).toBe('08/12/2026');
  });

  it.each([
    [5, 'Faltam 5 dias úteis'],
    [2, 'Faltam 2 dias úteis'],
    [1, 'Falta 1 dia útil'],
    [0, 'Vence hoje'],
    [-1, 'Atrasado há 1 dia útil'],
    [-2, 'Atrasado há 2 dias úteis'],
  ])('should say %i business days left as %s', (left, text) => {
    expect(prazoSituation(prazo({ diasUteisRestantes: left }))).toBe(text);
  });

  it('should say when the clock stopped or the item was answered', () => {
    expect(prazoSituation(prazo({ diasUteisRestantes: null, faixa: null, pausado: true }))).toBe(
      'Prazo pausado: aguarda o dentista',
    );
    const answered = { diasUteisRestantes: null, faixa: null, respondidoEm: '2026-12-01T12:00:00Z' };
    expect(prazoSituation(prazo({ ...answered, respondidoNoPrazo: true }))).toBe('Respondido no prazo');
    expect(prazoSituation(prazo({ ...answered, respondidoNoPrazo: false }))).toBe('Respondido fora do prazo');
    expect(prazoSituation(prazo({ diasUteisRestantes: null, faixa: null }))).toBe('Sem prazo em curso');
  });

  it('should flag an overdue item by its band or its days left', () => {
    expect(isOverdue(prazo({ faixa: 'atrasado', diasUteisRestantes: -2 }))).toBe(true);
    expect(isOverdue(prazo({ faixa: null, diasUteisRestantes: -1 }))).toBe(true);
    expect(isOverdue(prazo({ faixa: 'vence-hoje', diasUteisRestantes: 0 }))).toBe(false);
    expect(isOverdue(prazo({ faixa: null, diasUteisRestantes: null }))).toBe(false);
  });

  it('should name an automatic authorization', () => {
    expect(automaticAuthorization({ autorizacaoAutomatica: 'urgencia' })).toBe(
      'Autorizado automaticamente (urgência)',
    );
    expect(automaticAuthorization({ autorizacaoAutomatica: 'baixa-complexidade' })).toBe(
      'Autorizado automaticamente (baixa complexidade)',
    );
    expect(automaticAuthorization({ autorizacaoAutomatica: null })).toBeNull();
  });
});
