import { describe, expect, it } from 'vitest';
import { somarDiasUteis } from '../src/ciclo-de-vida/prazos/prazos';
import {
  limitesDasFaixas,
  prazoDepoisDaPausa,
  situacaoDoPrazo,
  ufDoCalendario,
} from '../src/ciclo-de-vida/prazos/regra-do-prazo';
import { ehAtendimentoDeUrgencia } from '../src/ciclo-de-vida/prazos/urgencia';

/** Friday 2026-11-27, 10:00 in São Paulo (UTC-3). */
const SEXTA = new Date('2026-11-27T13:00:00Z');

describe('the deadline rule of the desk (issue #30)', () => {
  it('should move a deadline by the business days the clock stood still, only when the rule stops it', () => {
    const prazo = somarDiasUteis(SEXTA, 7, 'SP');
    // Paused Friday, answered the next Wednesday: Monday, Tuesday and Wednesday waited.
    const resposta = new Date('2026-12-02T15:00:00Z');
    expect(prazoDepoisDaPausa(prazo, SEXTA, resposta, 'SP', true)).toEqual(somarDiasUteis(prazo, 3, 'SP'));
    expect(prazoDepoisDaPausa(prazo, SEXTA, resposta, 'SP', false)).toEqual(prazo);
    // Answered the same day: nothing waited.
    expect(prazoDepoisDaPausa(prazo, SEXTA, new Date('2026-11-27T20:00:00Z'), 'SP', true)).toEqual(prazo);
  });

  it('should read days left and band while the item waits for the operator, and nothing once answered', () => {
    const colunas = {
      solicitadoEm: SEXTA,
      prazoResposta: somarDiasUteis(SEXTA, 7, 'SP'),
      diasUteisPrazo: 7,
      urgente: false,
      prazoPausadoDesde: null,
      respondidoEm: null,
      uf: 'SP',
    };
    expect(situacaoDoPrazo(colunas, true, SEXTA)).toMatchObject({ diasUteisRestantes: 7, faixa: 'no-prazo' });
    // The 7th business day after Friday 27/11 is Tuesday 08/12: on Monday 07/12, one day left.
    expect(situacaoDoPrazo(colunas, true, new Date('2026-12-07T13:00:00Z'))).toMatchObject({
      diasUteisRestantes: 1,
      faixa: 'ate-2-dias',
    });
    expect(situacaoDoPrazo(colunas, true, new Date('2026-12-08T22:00:00Z')).faixa).toBe('vence-hoje');
    // Saturday after the deadline: overdue by Wednesday, Thursday and Friday.
    expect(situacaoDoPrazo(colunas, true, new Date('2026-12-12T13:00:00Z'))).toMatchObject({
      diasUteisRestantes: -3,
      faixa: 'atrasado',
    });
    // Wednesday 1 minute after the deadline's end: overdue by at least one, not 0.
    expect(situacaoDoPrazo(colunas, true, new Date('2026-12-09T03:01:00Z')).diasUteisRestantes).toBe(-1);
    const respondido = { ...colunas, respondidoEm: new Date('2026-12-01T13:00:00Z') };
    expect(situacaoDoPrazo(respondido, false, new Date('2026-12-20T13:00:00Z'))).toMatchObject({
      diasUteisRestantes: null,
      faixa: null,
      respondidoNoPrazo: true,
    });
    const tarde = { ...colunas, respondidoEm: new Date('2026-12-09T13:00:00Z') };
    expect(situacaoDoPrazo(tarde, false, SEXTA).respondidoNoPrazo).toBe(false);
  });

  it('should bound the bands at the end of today and of the second business day after it', () => {
    const { fimDeHoje, fimDoSegundoDiaUtil } = limitesDasFaixas(SEXTA, 'SP');
    expect(fimDeHoje.toISOString()).toBe('2026-11-28T02:59:59.999Z');
    expect(fimDoSegundoDiaUtil.toISOString()).toBe('2026-12-02T02:59:59.999Z');
  });

  it("should read an unknown state as São Paulo's calendar", () => {
    expect(ufDoCalendario(' rj ')).toBe('RJ');
    expect(ufDoCalendario('XX')).toBe('SP');
  });

  it('should make urgency procedures urgent only in a plan of type 4', () => {
    expect(ehAtendimentoDeUrgencia('81000049', false)).toBe(true);
    expect(ehAtendimentoDeUrgencia('85200034', true)).toBe(true);
    expect(ehAtendimentoDeUrgencia('85200034', false)).toBe(false);
    expect(ehAtendimentoDeUrgencia('85100218', true)).toBe(false);
  });
});
