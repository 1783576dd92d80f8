import { describe, expect, it } from 'vitest';
import { activeFilterCount, NO_FILTERS, planListSearchParams, readPlanListQuery } from './planListQuery';

describe('the plan list query in the address', () => {
  it('should read the filters and page', () => {
    expect(
      readPlanListQuery(
        new URLSearchParams(
          'status=2&beneficiario=+Maria+&dataInicio=2026-01-01&dataFim=2026-02-01&pagina=2',
        ),
      ),
    ).toEqual({
      status: 2,
      beneficiario: 'Maria',
      dataInicio: '2026-01-01',
      dataFim: '2026-02-01',
      ordenarPor: null,
      ordem: null,
      pagina: 2,
    });
  });

  it('should read and write the sorting the server takes, and ignore another', () => {
    expect(readPlanListQuery(new URLSearchParams('ordenarPor=status&ordem=asc'))).toMatchObject({
      ordenarPor: 'status',
      ordem: 'asc',
    });
    expect(readPlanListQuery(new URLSearchParams('ordenarPor=nome&ordem=cima'))).toMatchObject({
      ordenarPor: null,
      ordem: null,
    });
    expect(
      planListSearchParams({ ...NO_FILTERS, status: 1, ordenarPor: 'validade', ordem: 'desc' }, 2).toString(),
    ).toBe('status=1&ordenarPor=validade&ordem=desc&pagina=2');
  });

  it.each([
    ['status=9', { status: null }],
    ['status=x', { status: null }],
    ['dataInicio=01/02/2026', { dataInicio: '' }],
    ['pagina=0', { pagina: 1 }],
    ['pagina=1.5', { pagina: 1 }],
  ])('should ignore a value the server would refuse (%s)', (search, expected) => {
    expect(readPlanListQuery(new URLSearchParams(search))).toMatchObject(expected);
  });

  it('should write only the filters in force and pages after the first', () => {
    expect(planListSearchParams(NO_FILTERS).toString()).toBe('');
    expect(planListSearchParams({ ...NO_FILTERS, status: 0, beneficiario: ' Maria ' }, 2).toString()).toBe(
      'status=0&beneficiario=Maria&pagina=2',
    );
  });

  it('should read back what it writes', () => {
    const filters = { status: 4 as const, beneficiario: 'João', dataInicio: '2026-03-01', dataFim: '' };
    expect(readPlanListQuery(planListSearchParams(filters, 3))).toEqual({
      ...filters,
      ordenarPor: null,
      ordem: null,
      pagina: 3,
    });
  });

  it('should count the filters in force', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, status: 0, dataFim: '2026-01-01' })).toBe(2);
  });
});
