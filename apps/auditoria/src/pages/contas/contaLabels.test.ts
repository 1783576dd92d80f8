import { describe, expect, it } from 'vitest';
import {
  analisadosLabel,
  documentacaoFinalLabel,
  inAnalysis,
  pagamentoErrors,
  prazoPagamentoLabel,
} from './contaLabels';

describe("an account's labels", () => {
  it('should write the deadline and the analysed items as people read them', () => {
    expect(prazoPagamentoLabel({ prazoPagamento: '2026-12-05' })).toBe('05/12/2026');
    expect(prazoPagamentoLabel({ prazoPagamento: null })).toBe('—');
    expect(analisadosLabel({ quantidadeAnalisados: 1, quantidadeItens: 2 })).toBe('1 de 2');
  });

  it('should take analyses while the batch is sent or in analysis only', () => {
    expect(
      ['Aberto', 'Enviado', 'Em análise', 'Analisado', 'Pago'].map((status) => inAnalysis(status as never)),
    ).toEqual([false, true, true, false, false]);
  });

  it('should say what final documentation an item needs and whether it came', () => {
    expect(documentacaoFinalLabel({ documentacaoFinal: null })).toBe('Não exigida');
    expect(
      documentacaoFinalLabel({
        documentacaoFinal: { idImagemTipo: 1, tipo: 'Radiografia periapical', idImagem: 91 },
      }),
    ).toBe('Radiografia periapical · enviada');
    expect(
      documentacaoFinalLabel({
        documentacaoFinal: { idImagemTipo: 1, tipo: 'Radiografia periapical', idImagem: null },
      }),
    ).toBe('Radiografia periapical · não enviada');
  });
});

describe('the payment form', () => {
  const today = '2026-11-22';
  // Analysed at 23:30 of 20/11 in Brasília (02:30 UTC of 21/11).
  const analisadoEm = '2026-11-21T02:30:00.000Z';

  it('should take a day from the analysis to today with a method', () => {
    expect(
      pagamentoErrors({ dataPagamento: '2026-11-22', formaPagamento: 'pix' }, today, analisadoEm),
    ).toEqual({});
    expect(
      pagamentoErrors({ dataPagamento: '2026-11-20', formaPagamento: 'bank_transfer' }, today, analisadoEm),
    ).toEqual({});
  });

  it('should refuse a missing or impossible day and a missing method', () => {
    expect(pagamentoErrors({ dataPagamento: '', formaPagamento: null }, today)).toEqual({
      dataPagamento: 'Informe a data do pagamento.',
      formaPagamento: 'Escolha a forma de pagamento.',
    });
    expect(pagamentoErrors({ dataPagamento: '2026-02-30', formaPagamento: 'pix' }, today).dataPagamento).toBe(
      'Informe a data do pagamento.',
    );
  });

  it('should refuse a day in the future or before the analysis', () => {
    expect(pagamentoErrors({ dataPagamento: '2026-11-23', formaPagamento: 'pix' }, today).dataPagamento).toBe(
      'A data do pagamento não pode ser futura.',
    );
    expect(
      pagamentoErrors({ dataPagamento: '2026-11-19', formaPagamento: 'pix' }, today, analisadoEm)
        .dataPagamento,
    ).toBe('A data do pagamento não pode ser anterior à análise da conta (20/11/2026).');
  });
});
