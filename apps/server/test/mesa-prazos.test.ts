import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import {
  diaEmSaoPaulo,
  diasUteisEntre,
  ehDiaUtil,
  faixaDoPrazo,
  feriadosDoAno,
  prazoDoProcedimento,
  proximoDiaUtil,
  somarDiasUteis,
} from '../src/ciclo-de-vida/prazos/prazos';

describe('business days (São Paulo calendar, national and state public holidays)', () => {
  it('does not count Carnaval: date-holidays lists it as bank/optional nationally, not public', () => {
    const carnaval = new Holidays('BR')
      .getHolidays(2026)
      .filter((holiday) => holiday.name === 'Carnaval')
      .map((holiday) => `${holiday.date.slice(0, 10)} ${holiday.type}`);
    expect(carnaval).toEqual([
      '2026-02-14 optional',
      '2026-02-16 bank',
      '2026-02-17 bank',
      '2026-02-18 optional',
    ]);
    expect(ehDiaUtil('2026-02-16', 'SP')).toBe(true);
    expect(ehDiaUtil('2026-02-17', 'SP')).toBe(true);
    expect(ehDiaUtil('2026-02-18', 'SP')).toBe(true);
    // Rio de Janeiro's state law makes Carnaval Tuesday a holiday.
    expect(ehDiaUtil('2026-02-17', 'RJ')).toBe(false);
  });

  it('counts Consciência Negra, national since Lei 14.759/2023, even where the state rule hides it', () => {
    // The library's own answer for SP: the state's old 20/11 (ended 2023-12-21) masks the national one.
    const sp = new Holidays('BR', 'SP').getHolidays(2026).map((holiday) => holiday.date.slice(0, 10));
    expect(sp).not.toContain('2026-11-20');
    expect(ehDiaUtil('2026-11-20', 'SP')).toBe(false);
    expect(ehDiaUtil('2026-11-20', 'RJ')).toBe(false);
    expect(ehDiaUtil('2026-11-20', 'PR')).toBe(false);
    expect(ehDiaUtil('2027-11-19', 'SP')).toBe(true);
  });

  it('counts national holidays and the state holidays of the UF only', () => {
    expect(ehDiaUtil('2026-12-25', 'MG')).toBe(false);
    expect(ehDiaUtil('2026-04-03', 'SP')).toBe(false); // Sexta-feira Santa
    expect(ehDiaUtil('2026-07-09', 'SP')).toBe(false); // Revolução Constitucionalista, SP only
    expect(ehDiaUtil('2026-07-09', 'MG')).toBe(true);
    expect(ehDiaUtil('2026-04-23', 'RJ')).toBe(false); // São Jorge, RJ only
    expect(ehDiaUtil('2026-04-23', 'SP')).toBe(true);
    expect(ehDiaUtil('2026-06-04', 'SP')).toBe(true); // Corpus Christi: 'bank', a ponto facultativo
    expect(ehDiaUtil('2026-11-28', 'SP')).toBe(false); // Saturday
    expect(ehDiaUtil('2026-11-29', 'SP')).toBe(false); // Sunday
    expect(feriadosDoAno(2026, 'SP').has('2026-05-10')).toBe(false); // Dia das Mães, an observance
  });

  it('finds the next business day', () => {
    expect(proximoDiaUtil('2026-11-19', 'SP')).toBe('2026-11-23'); // over 20/11 and the weekend
    expect(proximoDiaUtil('2026-12-24', 'SP')).toBe('2026-12-28');
    expect(proximoDiaUtil('2026-12-31', 'SP')).toBe('2027-01-04');
  });
});

describe('deadlines', () => {
  it('ends a Friday afternoon request with 7 business days on the second Tuesday after, at 23:59:59.999', () => {
    const friday = new Date('2026-03-06T17:40:00-03:00');
    expect(somarDiasUteis(friday, 7, 'SP').toISOString()).toBe('2026-03-18T02:59:59.999Z'); // 17/03 in SP
  });

  it('skips holidays', () => {
    // Monday 16/11/2026: 17, 18, 19, (20 holiday, weekend) 23, 24, 25, 26.
    expect(diaEmSaoPaulo(somarDiasUteis(new Date('2026-11-16T10:00:00-03:00'), 7, 'SP'))).toBe('2026-11-26');
    // SP's 09/07 too, not in MG.
    expect(diaEmSaoPaulo(somarDiasUteis(new Date('2026-07-08T10:00:00-03:00'), 1, 'SP'))).toBe('2026-07-10');
    expect(diaEmSaoPaulo(somarDiasUteis(new Date('2026-07-08T10:00:00-03:00'), 1, 'MG'))).toBe('2026-07-09');
  });

  it('starts counting a request made on a holiday on the next business day', () => {
    const christmas = new Date('2026-12-25T09:00:00-03:00');
    expect(diaEmSaoPaulo(somarDiasUteis(christmas, 1, 'SP'))).toBe('2026-12-28');
    expect(diaEmSaoPaulo(somarDiasUteis(christmas, 7, 'SP'))).toBe('2027-01-06'); // 28-31, (1/1), 4, 5, 6
  });

  it('answers an urgency at once: 0 days is the request itself', () => {
    const at = new Date('2026-11-20T03:15:00Z');
    expect(somarDiasUteis(at, 0, 'SP').getTime()).toBe(at.getTime());
    expect(() => somarDiasUteis(at, -1, 'SP')).toThrow();
  });

  it('takes the day in São Paulo: 2026-11-27T02:30Z is still Thursday 26/11 there', () => {
    const lateThursday = new Date('2026-11-27T02:30:00Z');
    expect(diaEmSaoPaulo(lateThursday)).toBe('2026-11-26');
    // Counting starts on Friday 27/11, not on Monday 30/11 as a UTC day would have it.
    expect(somarDiasUteis(lateThursday, 1, 'SP').toISOString()).toBe('2026-11-28T02:59:59.999Z');
  });

  it('counts the business days left, negative when overdue', () => {
    const request = new Date('2026-03-06T17:40:00-03:00');
    const deadline = somarDiasUteis(request, 7, 'SP');
    expect(diasUteisEntre(request, deadline, 'SP')).toBe(7);
    expect(diasUteisEntre(new Date('2026-03-17T08:00:00-03:00'), deadline, 'SP')).toBe(0);
    expect(diasUteisEntre(new Date('2026-03-13T08:00:00-03:00'), deadline, 'SP')).toBe(2);
    expect(diasUteisEntre(new Date('2026-03-18T08:00:00-03:00'), deadline, 'SP')).toBe(-1);
    expect(diasUteisEntre(new Date('2026-03-23T08:00:00-03:00'), deadline, 'SP')).toBe(-4);
    // Across 20/11: Thursday 19 to Monday 23 is one business day.
    expect(
      diasUteisEntre(new Date('2026-11-19T12:00:00-03:00'), new Date('2026-11-23T12:00:00-03:00'), 'SP'),
    ).toBe(1);
  });

  it('bands the days left', () => {
    expect(faixaDoPrazo(-1)).toBe('atrasado');
    expect(faixaDoPrazo(0)).toBe('vence-hoje');
    expect(faixaDoPrazo(1)).toBe('ate-2-dias');
    expect(faixaDoPrazo(2)).toBe('ate-2-dias');
    expect(faixaDoPrazo(3)).toBe('no-prazo');
  });

  it('gives elective dental care 7 business days and urgency none (RN 566/2022)', () => {
    expect(prazoDoProcedimento('85100196')).toEqual({ diasUteis: 7, urgente: false });
    expect(prazoDoProcedimento('86000098')).toEqual({ diasUteis: 7, urgente: false });
    expect(prazoDoProcedimento('81000049')).toEqual({ diasUteis: 0, urgente: true });
    expect(prazoDoProcedimento('81000057')).toEqual({ diasUteis: 0, urgente: true });
    expect(prazoDoProcedimento('81000030')).toEqual({ diasUteis: 7, urgente: false });
  });
});
