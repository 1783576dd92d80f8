import { describe, expect, it } from 'vitest';
import { dateParam, listQueryCodec, oneOfParam, pageParam, textParam, wholeNumberParam } from './listQuery';

const codec = listQueryCodec({
  busca: textParam({ trim: true }),
  filter: textParam({ param: 'operadora' }),
  status: oneOfParam(['pending', 'approved'] as const),
  desde: dateParam(),
  dias: wholeNumberParam(3650),
  pagina: pageParam(),
});
const read = (search: string) => codec.read(new URLSearchParams(search));

describe('a list query codec', () => {
  it('should read every parameter, under its own name in the address', () => {
    expect(read('busca=+Maria+&operadora=Odonto&status=approved&desde=2026-01-01&dias=7&pagina=3')).toEqual({
      busca: 'Maria',
      filter: 'Odonto',
      status: 'approved',
      desde: '2026-01-01',
      dias: 7,
      pagina: 3,
    });
  });

  it('should read an empty address as the first page of everything', () => {
    expect(read('')).toEqual({ busca: '', filter: '', status: null, desde: '', dias: undefined, pagina: 1 });
  });

  it.each([
    ['status=archived', { status: null }],
    ['desde=01/02/2026', { desde: '' }],
    ['dias=-1', { dias: undefined }],
    ['dias=4000', { dias: undefined }],
    ['pagina=0', { pagina: 1 }],
    ['pagina=-2', { pagina: 1 }],
    ['pagina=abc', { pagina: 1 }],
    ['pagina=1.5', { pagina: 1 }],
    ['pagina=100001', { pagina: 1 }],
  ])('should ignore a value the server would refuse (%s)', (search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('should cut a trimmed text at 100 characters and keep a form text as typed', () => {
    const long = 'a'.repeat(120);
    expect(read(`busca=${long}&operadora=+Odonto+`)).toMatchObject({
      busca: 'a'.repeat(100),
      filter: ' Odonto ',
    });
  });

  it('should write only the values in force and pages after the first', () => {
    expect(codec.write({ busca: '', filter: '', status: null, pagina: 1 }).toString()).toBe('');
    expect(codec.write({ filter: 'Odonto Sul ' }).toString()).toBe('operadora=Odonto+Sul+');
    expect(
      codec.write({ busca: ' Maria ', filter: 'Odonto', status: 'pending', dias: 0, pagina: 2 }).toString(),
    ).toBe('busca=Maria&operadora=Odonto&status=pending&dias=0&pagina=2');
  });

  it('should read back what it writes', () => {
    const query = {
      busca: 'João',
      filter: 'Odonto',
      status: 'approved' as const,
      desde: '2026-03-01',
      dias: 30,
      pagina: 3,
    };
    expect(codec.read(codec.write(query))).toEqual(query);
  });

  it('should go back to page 1 on any change but the page, and keep the other parameters', () => {
    const params = new URLSearchParams('status=approved&pagina=3&outro=1');
    expect(codec.change(params, { busca: 'Maria' }).toString()).toBe('status=approved&outro=1&busca=Maria');
    expect(codec.change(params, { pagina: 4 }).toString()).toBe('status=approved&pagina=4&outro=1');
  });

  it('should remove a value changed to none, and build each change on the one before', () => {
    const params = new URLSearchParams('status=approved&busca=Maria&operadora=Odonto');
    expect(codec.change(params, { status: null }).toString()).toBe('busca=Maria&operadora=Odonto');
    expect(codec.change(params, { busca: '' }).toString()).toBe('status=approved&operadora=Odonto');
    const afterTab = codec.change(new URLSearchParams('status=approved'), { status: null });
    expect(codec.change(afterTab, { busca: 'Maria' }).toString()).toBe('busca=Maria');
  });

  it('should read numbers of a closed list', () => {
    const plans = listQueryCodec({ status: oneOfParam([0, 1, 2] as const) });
    expect(plans.read(new URLSearchParams('status=2'))).toEqual({ status: 2 });
    expect(plans.read(new URLSearchParams('status=9'))).toEqual({ status: null });
    expect(plans.write({ status: 0 }).toString()).toBe('status=0');
  });
});
