import { describe, expect, it } from 'vitest';
import { PRAZOS_DE_RECURSO_PADRAO, prazosDeRecursoFromEnv } from '../src/faturamento/recursos-config';
import {
  prazoDeRecurso,
  type RodadaDaGlosa,
  recuperadoDe,
  situacaoDe,
} from '../src/faturamento/situacao-do-recurso';

// The appeal's rules as pure functions: the deadline counts in calendar days in São Paulo, from the analysis for
// the first round and from the last answer for the next; rounds are capped by the contract.
const prazos = { prazoRecursoDias: 30, prazoRespostaDias: 30, rodadas: 2 };
const glosa = { analisadoEm: new Date('2026-10-01T15:00:00Z'), glosadoCentavos: 4_500 };
const rodada = (resposta: RodadaDaGlosa['resposta'], recursado = 4_500): RodadaDaGlosa => ({
  numero: 'RG000001',
  recursadoCentavos: recursado,
  prazoResposta: '2026-11-05',
  resposta,
});

describe('prazoDeRecurso', () => {
  it('should give a first round 30 days from the analysis, counting today', () => {
    const prazo = prazoDeRecurso(glosa, [], prazos, new Date('2026-10-21T12:00:00Z'));
    expect(prazo).toEqual({
      permitido: true,
      prazo: '2026-10-31',
      diasRestantes: 10,
      proximaRodada: 1,
      rodadasMaximas: 2,
      restanteCentavos: 4_500,
      motivo: null,
    });
  });

  it('should keep the last day open and close the next one, in São Paulo (23:30 there is 02:30 UTC next day)', () => {
    expect(prazoDeRecurso(glosa, [], prazos, new Date('2026-11-01T02:30:00Z')).permitido).toBe(true);
    const depois = prazoDeRecurso(glosa, [], prazos, new Date('2026-11-01T12:00:00Z'));
    expect(depois).toMatchObject({ permitido: false, diasRestantes: -1 });
    expect(depois.motivo).toBe('O prazo de recurso terminou em 31/10/2026.');
  });

  it('should refuse a glosa under appeal, saying until when the operator answers', () => {
    const prazo = prazoDeRecurso(glosa, [rodada(null)], prazos, new Date('2026-10-10T12:00:00Z'));
    expect(prazo.permitido).toBe(false);
    expect(prazo.motivo).toBe('Em recurso (RG000001): a operadora responde até 05/11/2026.');
  });

  it('should open a second round for a kept glosa, 30 days from the answer, for the whole amount', () => {
    const mantida = rodada({
      decisao: 'manter',
      acatadoCentavos: 0,
      respondidoEm: new Date('2026-11-04T13:00:00Z'),
    });
    const prazo = prazoDeRecurso(glosa, [mantida], prazos, new Date('2026-11-20T12:00:00Z'));
    expect(prazo).toMatchObject({
      permitido: true,
      prazo: '2026-12-04',
      proximaRodada: 2,
      restanteCentavos: 4_500,
    });
  });

  it('should appeal only the rest after a partial acceptance, and nothing after a full one', () => {
    const parte = rodada({
      decisao: 'aceitarParte',
      acatadoCentavos: 2_500,
      respondidoEm: new Date('2026-11-04T13:00:00Z'),
    });
    expect(prazoDeRecurso(glosa, [parte], prazos, new Date('2026-11-05T12:00:00Z')).restanteCentavos).toBe(
      2_000,
    );
    const toda = rodada({
      decisao: 'aceitar',
      acatadoCentavos: 4_500,
      respondidoEm: new Date('2026-11-04T13:00:00Z'),
    });
    const prazo = prazoDeRecurso(glosa, [toda], prazos, new Date('2026-11-05T12:00:00Z'));
    expect(prazo).toMatchObject({ permitido: false, motivo: 'A operadora aceitou o recurso por inteiro.' });
  });

  it("should close a glosa after the contract's rounds", () => {
    const mantida = rodada({
      decisao: 'manter',
      acatadoCentavos: 0,
      respondidoEm: new Date('2026-11-04T13:00:00Z'),
    });
    const prazo = prazoDeRecurso(glosa, [mantida, mantida], prazos, new Date('2026-11-05T12:00:00Z'));
    expect(prazo).toMatchObject({
      permitido: false,
      motivo: 'As 2 rodadas de recurso do contrato já foram usadas.',
    });
  });
});

describe('situacaoDe and recuperadoDe', () => {
  const em = new Date('2026-11-04T13:00:00Z');
  it.each([
    [[], 'nao_recorrida'],
    [[rodada(null)], 'em_recurso'],
    [[rodada({ decisao: 'aceitar', acatadoCentavos: 4_500, respondidoEm: em })], 'aceita'],
    [[rodada({ decisao: 'aceitarParte', acatadoCentavos: 1_000, respondidoEm: em })], 'aceita_parcialmente'],
    [[rodada({ decisao: 'manter', acatadoCentavos: 0, respondidoEm: em })], 'mantida'],
    [[rodada({ decisao: 'manter', acatadoCentavos: 0, respondidoEm: em }), rodada(null)], 'em_recurso'],
  ] as const)('%j is %s', (rodadas, situacao) => {
    expect(situacaoDe(rodadas)).toBe(situacao);
  });

  it('should add what every round accepted', () => {
    expect(
      recuperadoDe([
        rodada({ decisao: 'aceitarParte', acatadoCentavos: 1_000, respondidoEm: em }),
        rodada({ decisao: 'aceitar', acatadoCentavos: 3_500, respondidoEm: em }, 3_500),
      ]),
    ).toBe(4_500);
  });
});

describe('prazosDeRecursoFromEnv', () => {
  it('should default to 30 days, 30 days and 2 rounds', () => {
    expect(prazosDeRecursoFromEnv({})).toEqual(PRAZOS_DE_RECURSO_PADRAO);
  });
  it('should read the contract from the environment and refuse what is not a whole number of days', () => {
    expect(
      prazosDeRecursoFromEnv({
        RECURSO_GLOSA_PRAZO_DIAS: '90',
        RECURSO_GLOSA_PRAZO_RESPOSTA_DIAS: '30',
        RECURSO_GLOSA_RODADAS: '3',
      }),
    ).toEqual({ prazoRecursoDias: 90, prazoRespostaDias: 30, rodadas: 3 });
    expect(() => prazosDeRecursoFromEnv({ RECURSO_GLOSA_PRAZO_DIAS: '0' })).toThrow(
      /RECURSO_GLOSA_PRAZO_DIAS inválido/,
    );
    expect(() => prazosDeRecursoFromEnv({ RECURSO_GLOSA_RODADAS: 'duas' })).toThrow(
      /RECURSO_GLOSA_RODADAS inválido/,
    );
  });
});
