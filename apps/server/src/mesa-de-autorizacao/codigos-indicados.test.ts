import { describe, expect, it } from 'vitest';
import { codigosIndicados } from './codigos-indicados';

const SEM_LOCAL = {
  idDente: null,
  faces: null,
  arcada: null,
  hemiArcada: null,
  sextante: null,
  regiao: null,
};

describe('codigosIndicados', () => {
  it.each([
    {
      caso: 'a restoration on two faces: face codes, then tooth codes',
      item: { ...SEM_LOCAL, idDente: 26, faces: 'M,O', glosasPrevistas: [] },
      primeiros: ['1431', '3023', '3056', '1432', '1433'],
      fora: ['3021', '3115'],
    },
    {
      caso: 'a whole tooth: tooth codes, no face codes',
      item: { ...SEM_LOCAL, idDente: 38, glosasPrevistas: [] },
      primeiros: ['1432', '1433', '3022'],
      fora: ['1431', '3056', '3021'],
    },
    {
      caso: 'a region: region codes only',
      item: { ...SEM_LOCAL, arcada: 'AS', glosasPrevistas: [] },
      primeiros: ['1432', '3021', '3057', '3113', '3115'],
      fora: ['1431', '1433', '3114'],
    },
  ])('should list the codes of the site for $caso', ({ item, primeiros, fora }) => {
    const codigos = codigosIndicados(item);
    expect(codigos.slice(0, primeiros.length)).toEqual(primeiros);
    for (const codigo of fora) expect(codigos).not.toContain(codigo);
  });

  it('should put the predicted glosas first, each code once', () => {
    const item = {
      ...SEM_LOCAL,
      idDente: 16,
      faces: 'M,O,D',
      glosasPrevistas: [{ codigo: '3007' }, { codigo: '3056' }],
    };
    const codigos = codigosIndicados(item);
    expect(codigos.slice(0, 3)).toEqual(['3007', '3056', '1431']);
    expect(codigos.filter((codigo) => codigo === '3056')).toHaveLength(1);
  });

  it('should list nothing for the whole mouth without predictions', () => {
    expect(codigosIndicados({ ...SEM_LOCAL, glosasPrevistas: [] })).toEqual([]);
  });
});
