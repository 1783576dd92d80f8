import { describe, expect, it } from 'vitest';
import { sentenceCase } from './sentenceCase';

describe('sentenceCase', () => {
  it.each([
    [
      'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
      'Na auditoria foi constatada divergência na quantidade de faces restauradas',
    ],
    ['COMPROVANTE PRESENCIAL OU GTO NÃO ENVIADO', 'Comprovante presencial ou GTO não enviado'],
    ['INTERVALO DA ÚLTIMA MPP INFERIOR A TRÊS MESES', 'Intervalo da última MPP inferior a três meses'],
    ['EVENTO GLOSADO POR AUDITORIA (ESPECIFICAR)', 'Evento glosado por auditoria (especificar)'],
    ['"PROCEDIMENTO NÃO AUTORIZADO, DENTE AUSENTE"', '"Procedimento não autorizado, dente ausente"'],
    ['', ''],
  ])('should write %j as %j', (text, expected) => {
    expect(sentenceCase(text)).toBe(expected);
  });
});
