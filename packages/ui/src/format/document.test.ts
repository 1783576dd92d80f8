import { describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf } from './document';

describe('formatCpf', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['5299822', '529.982.2'],
    ['529982247251234', '529.982.247-25'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('should mask %j as %j', (value, expected) => {
    expect(formatCpf(value)).toBe(expected);
  });
});

describe('formatCnpj', () => {
  it.each([
    ['12345678000195', '12.345.678/0001-95'],
    ['12.345.678/0001-95', '12.345.678/0001-95'],
    ['1234567', '12.345.67'],
    ['', ''],
    [null, ''],
  ])('should mask %j as %j', (value, expected) => {
    expect(formatCnpj(value)).toBe(expected);
  });
});
