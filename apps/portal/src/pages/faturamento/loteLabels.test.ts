import { describe, expect, it } from 'vitest';
import { analiseOutroMaterial, analisePaga, analiseSemRadiografiaFinal } from '../../testing/analises';
import { LOTE_ABERTO } from '../../testing/faturamento-handlers';
import { analiseTitle, loteSentMessage, sendQuestion, sendRefusal, valorOperadoraDoLote } from './loteLabels';

describe('loteSentMessage', () => {
  it("should prefer the server's message and otherwise name the batch and its protocol", () => {
    expect(loteSentMessage({ numeroLote: '000012', protocolo: '2026112200031' })).toBe(
      'Lote 000012 enviado. Protocolo 2026112200031.',
    );
    expect(loteSentMessage({ numeroLote: '000012', protocolo: null })).toBe('Lote 000012 enviado.');
    expect(loteSentMessage({ numeroLote: '000012', protocolo: 'x' }, 'Recebido pela operadora.')).toBe(
      'Recebido pela operadora.',
    );
  });
});

describe('sendQuestion', () => {
  it('should name the batch', () => {
    expect(sendQuestion('000012')).toBe('Enviar o lote 000012 à operadora?');
  });
});

describe('valorOperadoraDoLote', () => {
  it('should sum what the operator pays of every item, to the cent', () => {
    // 176 (restoration) + 360 (endodontics) + 72 (prophylaxis).
    expect(valorOperadoraDoLote(LOTE_ABERTO)).toBe(608);
    expect(valorOperadoraDoLote({ guias: [] })).toBe(0);
  });
});

describe('sendRefusal', () => {
  const message = 'O lote ainda não pode ser enviado: falta a documentação final de 1 procedimento.';
  const reason = 'Tratamento endodôntico unirradicular - dente 21: falta a documentação final.';

  it("should put the server's message over its reasons", () => {
    expect(sendRefusal({ message, errors: [reason] }, 'x')).toEqual({ text: message, list: [reason] });
    expect(sendRefusal({ message, errors: ['', 3, reason] }, 'x')).toEqual({ text: message, list: [reason] });
  });

  it('should not repeat a reason that is the message itself, nor invent one', () => {
    expect(sendRefusal({ message, errors: [message] }, 'x')).toEqual({ text: message, list: [] });
    expect(sendRefusal({ errors: [reason] }, 'x')).toEqual({ text: reason, list: [] });
    expect(sendRefusal(undefined, 'Não foi possível.')).toEqual({ text: 'Não foi possível.', list: [] });
  });
});

describe('analiseTitle', () => {
  const on = '2026-10-20T12:00:00.000Z';

  it('should say what was paid of an item paid in full', () => {
    expect(analiseTitle(analisePaga(120, on))).toBe('Pago R$\u00a0120,00');
  });

  it('should say what was glosed, in part or in full', () => {
    expect(analiseTitle(analiseOutroMaterial(210, 63, on))).toBe('Glosado parte R$\u00a063,00');
    expect(analiseTitle(analiseSemRadiografiaFinal(620, on))).toBe('Glosado total R$\u00a0620,00');
  });
});
