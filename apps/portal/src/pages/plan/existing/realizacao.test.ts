import { describe, expect, it } from 'vitest';
import { analiseOutroMaterial, analisePaga, analiseSemRadiografiaFinal } from '../../../testing/analises';
import { planItem } from '../../../testing/plan-item';
import {
  analiseLabel,
  coparticipacaoLabel,
  coparticipacaoPlanoLabel,
  DATA_REALIZACAO_FUTURE,
  DATA_REALIZACAO_REQUIRED,
  dataRealizacaoError,
  finalDocumentationLabel,
  finalDocumentationPending,
  todayInSaoPaulo,
} from './realizacao';

const performed = {
  dataRealizacao: '2026-11-21',
  registradaEm: '2026-11-21T21:30:00.000Z',
  idLote: 12,
  numeroLote: '000012',
  analise: null,
};
const periapical = { idImagemTipo: 1, tipo: 'Radiografia periapical', idImagem: null };

describe('todayInSaoPaulo', () => {
  it('should give the day in Brasília, not in UTC', () => {
    // 02:30 UTC on the 23rd is still 23:30 on the 22nd in Brasília.
    expect(todayInSaoPaulo(new Date('2026-11-23T02:30:00.000Z'))).toBe('2026-11-22');
    expect(todayInSaoPaulo(new Date('2026-11-23T03:00:00.000Z'))).toBe('2026-11-23');
  });
});

describe('dataRealizacaoError', () => {
  it('should ask for a date when none is typed', () => {
    expect(dataRealizacaoError('', '2026-11-22')).toBe(DATA_REALIZACAO_REQUIRED);
  });

  it('should refuse a day after today and take today or before', () => {
    expect(dataRealizacaoError('2026-11-23', '2026-11-22')).toBe(DATA_REALIZACAO_FUTURE);
    expect(dataRealizacaoError('2026-11-22', '2026-11-22')).toBeNull();
    expect(dataRealizacaoError('2026-10-01', '2026-11-22')).toBeNull();
  });
});

describe('finalDocumentationPending', () => {
  it('should name the missing file of a performed item', () => {
    expect(
      finalDocumentationPending(planItem({ realizacao: performed, documentacaoFinal: periapical })),
    ).toEqual(periapical);
  });

  it('should be null before performance, once sent, or when the rules ask for nothing', () => {
    expect(finalDocumentationPending(planItem({ documentacaoFinal: periapical }))).toBeNull();
    expect(
      finalDocumentationPending(
        planItem({ realizacao: performed, documentacaoFinal: { ...periapical, idImagem: 90 } }),
      ),
    ).toBeNull();
    expect(finalDocumentationPending(planItem({ realizacao: performed }))).toBeNull();
  });
});

describe('finalDocumentationLabel', () => {
  it('should say whether the file is still missing or was sent', () => {
    expect(finalDocumentationLabel(periapical)).toBe('Documentação final pendente: Radiografia periapical');
    expect(finalDocumentationLabel({ ...periapical, idImagem: 90 })).toBe(
      'Documentação final enviada: Radiografia periapical',
    );
  });
});

describe('coparticipacaoLabel', () => {
  it("should say the patient's share in reais, and nothing when there is none", () => {
    expect(coparticipacaoLabel({ valor: 180, coparticipacao: 36, valorOperadora: 144 })).toBe(
      'Coparticipação R$\u00a036,00',
    );
    expect(coparticipacaoLabel({ valor: 180, coparticipacao: 0, valorOperadora: 180 })).toBeNull();
  });
});

describe('coparticipacaoPlanoLabel', () => {
  it('should name the percentage as pt-BR writes it', () => {
    expect(coparticipacaoPlanoLabel(20)).toBe('Coparticipação do beneficiário (20%)');
    expect(coparticipacaoPlanoLabel(12.5)).toBe('Coparticipação do beneficiário (12,5%)');
  });
});

describe('analiseLabel', () => {
  const on = '2026-11-18T14:00:00.000Z';

  it('should say what the operator paid of an item paid in full', () => {
    expect(analiseLabel(analisePaga(620, on))).toBe('Pago R$\u00a0620,00');
  });

  it('should say what was glosed, with its code, in full or in part', () => {
    expect(analiseLabel(analiseSemRadiografiaFinal(620, on))).toBe('Glosado R$\u00a0620,00 (3067)');
    expect(analiseLabel(analiseOutroMaterial(210, 63, on))).toBe('Glosado R$\u00a063,00 (3030)');
  });

  it('should leave the code out when the server gives none', () => {
    expect(analiseLabel({ ...analiseOutroMaterial(210, 63, on), codigoGlosa: null })).toBe(
      'Glosado R$\u00a063,00',
    );
  });
});
