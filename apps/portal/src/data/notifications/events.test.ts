import { describe, expect, it } from 'vitest';
import { readStreamEvent } from './events';

const notificacao = {
  idNotificacao: 12,
  dtCriacao: '2026-11-27T10:00:00.000Z',
  titulo: 'Procedimento autorizado',
  texto: 'Maria S., PTO-1042, dente 26: 85100196 - Restauração em resina fotopolimerizável 1 face.',
  idPlanoTratamento: 1042,
  idProcedimentoItem: 3302,
  idLote: null,
  lida: false,
};

describe('readStreamEvent', () => {
  it('should read the unread count the stream starts with', () => {
    expect(readStreamEvent({ event: 'naoLidas', data: '{"naoLidas":3}' })).toEqual({
      kind: 'naoLidas',
      naoLidas: 3,
    });
  });

  it('should read a decision (the example of the contract)', () => {
    expect(
      readStreamEvent({ event: 'notificacao', data: JSON.stringify({ naoLidas: 1, notificacao }) }),
    ).toEqual({
      kind: 'notificacao',
      evento: { naoLidas: 1, notificacao },
    });
  });

  it("should read a billing batch's step, which names no plan", () => {
    const lote = { ...notificacao, idPlanoTratamento: null, idProcedimentoItem: null, idLote: 12 };
    expect(
      readStreamEvent({ event: 'notificacao', data: JSON.stringify({ naoLidas: 1, notificacao: lote }) }),
    ).toEqual({ kind: 'notificacao', evento: { naoLidas: 1, notificacao: lote } });
  });

  it.each([
    ['message', '{"naoLidas":1}'],
    ['naoLidas', 'not json'],
    ['naoLidas', '{"naoLidas":-1}'],
    ['notificacao', '{"naoLidas":1}'],
    [
      'notificacao',
      JSON.stringify({ naoLidas: 1, notificacao: { ...notificacao, idPlanoTratamento: '1042' } }),
    ],
    [
      'notificacao',
      JSON.stringify({ naoLidas: 1, notificacao: { ...notificacao, idPlanoTratamento: null, idLote: null } }),
    ],
  ])('should ignore a %s event with %s', (event, data) => {
    expect(readStreamEvent({ event, data })).toBeNull();
  });
});
