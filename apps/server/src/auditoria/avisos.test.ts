import { describe, expect, it } from 'vitest';
import { pacienteDoAviso } from './avisos';

describe('pacienteDoAviso', () => {
  it.each([
    [{ nome: 'Maria da Silva', nomeSocial: null }, 'Maria S.'],
    [{ nome: 'João Pedro dos Santos', nomeSocial: null }, 'João S.'],
    [{ nome: 'Ana Souza e Lima', nomeSocial: null }, 'Ana L.'],
    [{ nome: '  Pedro   álvares ', nomeSocial: null }, 'Pedro Á.'],
    [{ nome: 'Cher', nomeSocial: null }, 'Cher'],
    // The social name is the one the patient is called by (Decreto 8.727/2016).
    [{ nome: 'Francisco Santos', nomeSocial: 'Chica Santos' }, 'Chica S.'],
    [{ nome: 'Francisco Santos', nomeSocial: '  ' }, 'Francisco S.'],
  ])('should name %o as %s', (beneficiario, expected) => {
    expect(pacienteDoAviso(beneficiario)).toBe(expected);
  });
});
