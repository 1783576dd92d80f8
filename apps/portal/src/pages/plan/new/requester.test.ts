import { describe, expect, it } from 'vitest';
import { confirmedRequester, isUf, REQUESTER_INCOMPLETE } from './requester';

describe('confirmedRequester', () => {
  it('should confirm a complete requester, trimmed, keeping the code of a dentist found by CRO', () => {
    expect(confirmedRequester({ cro: ' 54321 ', uf: 'RJ', nome: ' Dr. Bruno Lima ' }, '77')).toEqual({
      requester: { id: '77', cro: '54321', uf: 'RJ', nome: 'Dr. Bruno Lima' },
    });
  });

  it.each([
    { cro: '', uf: 'SP', nome: 'Dra. Ana' },
    { cro: '12345', uf: 'SP', nome: '   ' },
    { cro: '12345', uf: '', nome: 'Dra. Ana' },
    { cro: '12345', uf: 'XX', nome: 'Dra. Ana' },
  ])('should ask for every part when %j is typed', (typed) => {
    expect(confirmedRequester(typed, null)).toEqual({ error: REQUESTER_INCOMPLETE });
  });
});

describe('isUf', () => {
  it('should know the 27 UFs only', () => {
    expect(isUf('DF')).toBe(true);
    expect(isUf('sp')).toBe(false);
  });
});
