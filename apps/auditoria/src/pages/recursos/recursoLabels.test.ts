import { describe, expect, it } from 'vitest';
import {
  DECISOES_RECURSO,
  dentistaLabel,
  prazoDoRecurso,
  prazoRespostaFaixa,
  prazoRespostaLabel,
  RESPOSTA_LABELS,
  recursoItemLegend,
  recursoItemTitle,
  rodadaTitle,
} from './recursoLabels';

describe("an appeal's answer deadline", () => {
  it.each([
    [5, 'Faltam 5 dias', 'no-prazo'],
    [3, 'Faltam 3 dias', 'no-prazo'],
    [2, 'Faltam 2 dias', 'ate-2-dias'],
    [1, 'Falta 1 dia', 'ate-2-dias'],
    [0, 'Vence hoje', 'vence-hoje'],
    [-1, 'Vencido há 1 dia', 'atrasado'],
    [-4, 'Vencido há 4 dias', 'atrasado'],
  ])('should say %d days as %j, in the band %s', (dias, label, faixa) => {
    expect(prazoRespostaLabel(dias)).toBe(label);
    expect(prazoRespostaFaixa(dias)).toBe(faixa);
    expect(
      prazoDoRecurso({ diasParaResponder: dias, prazoResposta: '2026-11-27', respondidoEm: null }),
    ).toEqual({
      label,
      faixa,
    });
  });

  it("should say whether an answered appeal was answered by the deadline's day in Brasília", () => {
    const prazo = { diasParaResponder: -3, prazoResposta: '2026-11-20' };
    // 23:30 of 20/11 in Brasília is 02:30 UTC of 21/11: still the deadline's day.
    expect(prazoDoRecurso({ ...prazo, respondidoEm: '2026-11-21T02:30:00.000Z' })).toEqual({
      label: 'Respondido no prazo',
      faixa: null,
    });
    expect(prazoDoRecurso({ ...prazo, respondidoEm: '2026-11-21T03:30:00.000Z' })).toEqual({
      label: 'Respondido fora do prazo',
      faixa: 'atrasado',
    });
  });
});

describe("an appeal's labels", () => {
  it('should offer the three decisions in the contract order', () => {
    expect(DECISOES_RECURSO).toEqual([
      { value: 'aceitar', label: 'Aceitar' },
      { value: 'aceitarParte', label: 'Aceitar parte' },
      { value: 'manter', label: 'Manter glosa' },
    ]);
    expect(RESPOSTA_LABELS).toEqual({
      aceitar: 'Aceito',
      aceitarParte: 'Aceito em parte',
      manter: 'Glosa mantida',
    });
  });

  it('should name the dentist, the item and an earlier round', () => {
    expect(dentistaLabel({ nome: 'Dra. Ana Souza', cro: '12345', uf: 'SP' })).toBe(
      'Dra. Ana Souza · CRO 12345/SP',
    );
    const item = {
      procedureCode: '85200166',
      procedureName: 'Tratamento endodôntico unirradicular',
      local: 'Dente 11',
    };
    expect(recursoItemTitle(item)).toBe('85200166 - Tratamento endodôntico unirradicular · Dente 11');
    expect(recursoItemLegend(item)).toBe('85200166 · Dente 11');
    // Sent at 22:30 of 12/11 in Brasília (01:30 UTC of 13/11).
    expect(rodadaTitle({ rodada: 1, numeroRecurso: 'RG000001', enviadoEm: '2026-11-13T01:30:00.000Z' })).toBe(
      'Rodada 1 · RG000001 · enviada em 12/11/2026',
    );
  });
});
