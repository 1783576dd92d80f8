import { describe, expect, it } from 'vitest';
import { readCsvFile, seedFile } from '../src/plataforma/csv';
import {
  type CondicaoInicial,
  type ContextoValidacao,
  faceList,
  type ItemDoPlano,
  type ItemProcedimento,
  rootsOf,
  validateItem,
} from '../src/regras-de-procedimento';

const TODAY = '2026-11-23';
const codes = (item: ItemProcedimento, context: ContextoValidacao = {}) =>
  validateItem(item, { data: TODAY, ...context }).map((problem) => problem.code);
const initial = (entries: [number, CondicaoInicial][]) => ({ situacaoInicial: new Map(entries) });
const planned = (
  item: ItemProcedimento,
  audiStatus: ItemDoPlano['audiStatus'] = 'Aguardando Aprovação',
  data = TODAY,
) => ({ ...item, audiStatus, data }) satisfies ItemDoPlano;

const RESIN_1 = '85100196';
const RESIN_2 = '85100200';
const RESIN_3 = '85100218';
const RESIN_4 = '85100226';
const PANORAMIC = '81000405';
const PROPHYLAXIS = '84000198';
const ENDO_UNI = '85200166';
const ENDO_BI = '85200140';
const ENDO_MULTI = '85200158';
const ROOT_AMPUTATION = '82000050';
const APICECTOMY_MULTI = '82000158';
const APICECTOMY_BI = '82000077';
const APICECTOMY_UNI = '82000174';
const EXTRACTION_PERMANENT = '82000875';
const EXTRACTION_DECIDUOUS = '83000089';
const IMPLANT = '82000980';
const PULPECTOMY = '85200034';
const CROWN = '85400157';
const SPACE_MAINTAINER = '83000097';
const PULPOTOMY = '85200042';
const PULPOTOMY_DECIDUOUS = '83000127';
const ATRAUMATIC_DECIDUOUS = '83000135';
const SEALANT = '84000074';

describe("the issue's acceptance examples", () => {
  it("should predict 3056 for 'Restauração em resina fotopolimerizável 2 faces' with three faces", () => {
    const [problem] = validateItem({ codTuss: RESIN_2, idDente: 16, faces: 'M,O,D' });
    expect(problem).toEqual({
      code: '3056',
      text: 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
      fix: "'Restauração em resina fotopolimerizável 2 faces' é para 2 faces e foram escolhidas 3: ajuste as faces ou escolha o código do número de faces restauradas.",
      campo: 'faces',
      bloqueante: false,
    });
  });

  it('should find no problem with a panoramic radiograph placed on no tooth', () => {
    expect(validateItem({ codTuss: PANORAMIC })).toEqual([]);
  });

  it("should predict 3027 for 'Tratamento endodôntico unirradicular' on tooth 16", () => {
    expect(codes({ codTuss: ENDO_UNI, idDente: 16 })).toEqual(['3027']);
  });
});

describe('what cannot be read (issue #29)', () => {
  it('should block only an unknown code, a tooth outside Tabela 28, a region outside Tabela 42 and a face the tooth lacks or repeated', () => {
    const blocking = (item: Parameters<typeof validateItem>[0]) =>
      validateItem(item).map(({ code, bloqueante }) => [code, bloqueante]);
    expect(blocking({ codTuss: '99999999' })).toEqual([['3001', true]]);
    expect(blocking({ codTuss: ENDO_UNI, idDente: 10 })).toEqual([['3022', true]]);
    expect(blocking({ codTuss: PANORAMIC, regiao: 'XX' })).toEqual([['3021', true]]);
    expect(blocking({ codTuss: RESIN_2, idDente: 11, faces: 'M,O' })).toEqual([['3023', true]]);
    expect(blocking({ codTuss: RESIN_2, idDente: 16, faces: 'M,M' })).toEqual([['3023', true]]);
    expect(blocking({ codTuss: RESIN_2, idDente: 16, faces: 'M,O,D' })).toEqual([['3056', false]]);
    expect(blocking({ codTuss: ENDO_UNI, idDente: 16 })).toEqual([['3027', false]]);
  });
});

describe('every problem', () => {
  it('should carry the official Tabela 38 text of its code and a pt-BR fix', () => {
    const official = new Map(
      readCsvFile(seedFile('tiss-glosas-odonto.csv')).map((row) => [row.codigo, row.descricao]),
    );
    const problems = [
      ...validateItem({ codTuss: '99999999' }),
      ...validateItem({ codTuss: PROPHYLAXIS, idDente: 11 }),
      ...validateItem({ codTuss: RESIN_1, idDente: 46, faces: 'P' }),
      ...validateItem({ codTuss: EXTRACTION_DECIDUOUS, idDente: 16 }, { dataNascimento: '1990-01-01' }),
      ...validateItem({ codTuss: SPACE_MAINTAINER, idDente: 55 }, { dataNascimento: '1990-01-01' }),
    ];
    expect(problems.map((problem) => problem.code)).toEqual(['3001', '1432', '3023', '3024', '3003']);
    for (const problem of problems) {
      expect(problem.text).toBe(official.get(problem.code));
      expect(problem.fix).toMatch(/^[A-Z'O].+[.]$/);
    }
  });
});

describe('unknown procedure (3001)', () => {
  it('should refuse a code that is not in the TUSS table', () => {
    expect(codes({ codTuss: '12345678', idDente: 11 })).toEqual(['3001']);
  });
});

describe('site: the tooth or the region the procedure needs', () => {
  it('should refuse a tooth for a whole-mouth procedure (1432)', () => {
    expect(codes({ codTuss: PANORAMIC, idDente: 11, faces: 'V' })).toEqual(['1432']);
  });

  it('should accept a Tabela 42 region for a whole-mouth procedure', () => {
    expect(codes({ codTuss: '82000263', regiao: 'LG' })).toEqual([]);
  });

  it('should ask for the arch of a per-arch procedure (3021) and accept AS or AI', () => {
    expect(codes({ codTuss: PROPHYLAXIS })).toEqual(['3021']);
    expect(codes({ codTuss: PROPHYLAXIS, arcada: 'AS' })).toEqual([]);
    expect(codes({ codTuss: PROPHYLAXIS, regiao: 'AI' })).toEqual([]);
  });

  it('should refuse another kind of region (1432) and a tooth (1432) for a per-arch procedure', () => {
    expect(codes({ codTuss: PROPHYLAXIS, hemiArcada: 'HASD' })).toEqual(['1432']);
    expect(codes({ codTuss: PROPHYLAXIS, idDente: 11, faces: 'V' })).toEqual(['1432']);
  });

  it('should refuse a code that is not a Tabela 42 region, or sits in the wrong field (3021)', () => {
    expect(codes({ codTuss: PROPHYLAXIS, arcada: 'XX' })).toEqual(['3021']);
    expect(codes({ codTuss: PROPHYLAXIS, arcada: 'S1' })).toEqual(['3021']);
    expect(codes({ codTuss: '82000263', regiao: 'BOCA' })).toEqual(['3021']);
  });

  it('should place hemi-arch and sextant procedures on their own kind of region', () => {
    expect(codes({ codTuss: '85300047', sextante: 'S2' })).toEqual([]);
    expect(codes({ codTuss: '85300047', arcada: 'AS' })).toEqual(['1432']);
    expect(codes({ codTuss: '82001049', hemiArcada: 'HASE' })).toEqual([]);
  });

  it('should keep a procedure to the regions its row names (a palatal bar on the upper arch)', () => {
    expect(codes({ codTuss: '86000152', arcada: 'AS' })).toEqual([]);
    expect(codes({ codTuss: '86000152', arcada: 'AI' })).toEqual(['1432']);
    expect(codes({ codTuss: '82001049', hemiArcada: 'HAID' })).toEqual(['1432']);
  });

  it('should ask for the tooth of a tooth procedure (3022) and refuse a region instead (1432)', () => {
    expect(codes({ codTuss: ENDO_MULTI })).toEqual(['3022']);
    expect(codes({ codTuss: ENDO_MULTI, sextante: 'S1' })).toEqual(['1432']);
  });

  it('should refuse a tooth number that is not in Tabela 28 (3022) and accept a supernumerary tooth', () => {
    expect(codes({ codTuss: CROWN, idDente: 10 })).toEqual(['3022']);
    expect(codes({ codTuss: CROWN, idDente: 56 })).toEqual(['3022']);
    expect(codes({ codTuss: CROWN, idDente: 19 })).toEqual([]);
  });
});

describe('faces (3023, 3056, 1431)', () => {
  it.each([
    [RESIN_1, 'O', []],
    [RESIN_1, 'M,O', ['3056']],
    [RESIN_2, 'M,O', []],
    [RESIN_3, 'M,O,D', []],
    [RESIN_3, 'O', ['3056']],
    [RESIN_4, 'M,O,D,V', []],
    [RESIN_4, 'M,O,D,V,P', []],
    [RESIN_4, 'M,O,D', ['3056']],
    ['85100129', 'MODV', []],
  ])(
    'should check %s with faces %s on tooth 16 against the count its name implies',
    (codTuss, faces, expected) => {
      expect(codes({ codTuss, idDente: 16, faces })).toEqual(expected);
    },
  );

  it('should ask for the faces of a restoration (3023)', () => {
    expect(codes({ codTuss: RESIN_1, idDente: 16 })).toEqual(['3023']);
  });

  it('should refuse a face the tooth does not have, the root as a restored face, or a face twice (3023)', () => {
    expect(codes({ codTuss: RESIN_1, idDente: 46, faces: 'P' })).toEqual(['3023']);
    expect(codes({ codTuss: RESIN_1, idDente: 11, faces: 'O' })).toEqual(['3023']);
    expect(codes({ codTuss: RESIN_1, idDente: 11, faces: 'R' })).toEqual(['3023']);
    expect(codes({ codTuss: RESIN_2, idDente: 16, faces: 'O,O' })).toEqual(['3023']);
  });

  it('should refuse faces for a whole-tooth procedure and any face but the root for a root procedure (1431)', () => {
    expect(codes({ codTuss: CROWN, idDente: 16, faces: 'O' })).toEqual(['1431']);
    expect(codes({ codTuss: APICECTOMY_MULTI, idDente: 16, faces: 'R' })).toEqual([]);
    expect(codes({ codTuss: APICECTOMY_MULTI, idDente: 16 })).toEqual([]);
    expect(codes({ codTuss: APICECTOMY_MULTI, idDente: 16, faces: 'O' })).toEqual(['1431']);
  });

  it("should read the contract's 'M,O' and TISS's 'MO'", () => {
    expect(faceList('M,O')).toEqual(['M', 'O']);
    expect(faceList('mo')).toEqual(['M', 'O']);
    expect(faceList(null)).toEqual([]);
  });
});

describe('roots and canals against the tooth (3027)', () => {
  // Endodontics compares canals; root procedures (apicectomy, root amputation) compare roots (issue #29).
  it.each([
    [ENDO_UNI, 11, []],
    [ENDO_UNI, 43, []],
    [ENDO_UNI, 16, ['3027']],
    [ENDO_UNI, 14, ['3027']],
    [ENDO_BI, 14, []],
    [ENDO_BI, 15, []],
    [ENDO_BI, 31, []],
    [ENDO_BI, 11, ['3027']],
    [ENDO_BI, 36, ['3027']],
    [ENDO_MULTI, 36, []],
    [ENDO_MULTI, 26, []],
    [ENDO_MULTI, 21, ['3027']],
    [ENDO_UNI, 38, []],
    [ENDO_UNI, 49, []],
    [ROOT_AMPUTATION, 21, ['3027']],
    [ROOT_AMPUTATION, 46, []],
    // Root procedures count roots: a root amputation needs two or more, whatever the canals.
    [ROOT_AMPUTATION, 15, ['3027']],
    [ROOT_AMPUTATION, 31, ['3027']],
    [ROOT_AMPUTATION, 44, ['3027']],
    [ROOT_AMPUTATION, 36, []],
    [ROOT_AMPUTATION, 26, []],
    [ROOT_AMPUTATION, 14, []],
    [APICECTOMY_BI, 36, []],
    [APICECTOMY_BI, 14, []],
    [APICECTOMY_BI, 15, ['3027']],
    [APICECTOMY_BI, 31, ['3027']],
    [APICECTOMY_BI, 16, ['3027']],
    [APICECTOMY_MULTI, 16, []],
    [APICECTOMY_MULTI, 36, ['3027']],
    [APICECTOMY_MULTI, 14, ['3027']],
    [APICECTOMY_UNI, 31, []],
    [APICECTOMY_UNI, 15, []],
    [APICECTOMY_UNI, 14, []],
    [APICECTOMY_UNI, 36, ['3027']],
    [APICECTOMY_UNI, 38, []],
  ])('should check %s on tooth %i', (codTuss, idDente, expected) => {
    expect(codes({ codTuss, idDente })).toEqual(expected);
  });

  it('should know the usual roots of every tooth of Tabela 28 but the supernumerary ones', () => {
    const teeth = readCsvFile(seedFile('tiss-dentes.csv')).map((row) => Number(row.codigo));
    expect(teeth).toHaveLength(60);
    for (const tooth of teeth) {
      if (tooth % 10 === 9) expect(rootsOf(tooth)).toBeNull();
      else expect(rootsOf(tooth)?.raizes).toBeGreaterThan(0);
    }
    expect(rootsOf(14)).toEqual({ raizes: 2, raizesAceitas: [1, 2], canais: ['bi'] });
    expect(rootsOf(55)).toEqual({ raizes: 3, raizesAceitas: [3], canais: ['multi'] });
    expect(rootsOf(75)).toEqual({ raizes: 2, raizesAceitas: [2], canais: ['multi'] });
    expect(rootsOf(36)).toEqual({ raizes: 2, raizesAceitas: [2], canais: ['multi'] });
  });
});

describe('dentition (3024, 3025)', () => {
  it('should keep deciduous-only codes to deciduous teeth (3024)', () => {
    expect(codes({ codTuss: EXTRACTION_DECIDUOUS, idDente: 16 })).toEqual(['3024']);
    expect(codes({ codTuss: EXTRACTION_DECIDUOUS, idDente: 19 })).toEqual(['3024']);
    expect(codes({ codTuss: EXTRACTION_DECIDUOUS, idDente: 55 })).toEqual([]);
  });

  it('should keep permanent-only codes to permanent teeth (3025)', () => {
    expect(codes({ codTuss: EXTRACTION_PERMANENT, idDente: 55 })).toEqual(['3025']);
    expect(codes({ codTuss: APICECTOMY_MULTI, idDente: 55, faces: 'R' })).toEqual(['3025']);
    expect(codes({ codTuss: EXTRACTION_PERMANENT, idDente: 59 })).toEqual(['3025']);
    expect(codes({ codTuss: '82000816', idDente: 55 })).toEqual([]);
  });
});

describe('the initial odontogram (1433, 3066)', () => {
  it('should refuse a procedure on a tooth recorded as absent (1433)', () => {
    expect(codes({ codTuss: RESIN_1, idDente: 16, faces: 'O' }, initial([[16, 'A']]))).toEqual(['1433']);
    expect(codes({ codTuss: EXTRACTION_PERMANENT, idDente: 16 }, initial([[16, 'A']]))).toEqual(['1433']);
    expect(codes({ codTuss: RESIN_1, idDente: 16, faces: 'O' }, initial([[26, 'A']]))).toEqual([]);
  });

  it('should accept an implant or a periapical radiograph where the tooth is absent', () => {
    expect(codes({ codTuss: IMPLANT, idDente: 16 }, initial([[16, 'A']]))).toEqual([]);
    expect(codes({ codTuss: '81000421', idDente: 16 }, initial([[16, 'A']]))).toEqual([]);
  });

  it('should flag an implant on a tooth recorded as present, unless its extraction is planned (3066)', () => {
    expect(codes({ codTuss: IMPLANT, idDente: 16 }, initial([[16, 'H']]))).toEqual(['3066']);
    expect(codes({ codTuss: IMPLANT, idDente: 16 }, initial([[16, 'E']]))).toEqual([]);
    const extraction = planned({ codTuss: EXTRACTION_PERMANENT, idDente: 16 });
    expect(
      codes({ codTuss: IMPLANT, idDente: 16 }, { ...initial([[16, 'R']]), outrosItens: [extraction] }),
    ).toEqual([]);
    const denied = { ...extraction, audiStatus: 'Negado' as const };
    expect(
      codes({ codTuss: IMPLANT, idDente: 16 }, { ...initial([[16, 'R']]), outrosItens: [denied] }),
    ).toEqual(['3066']);
  });

  it('should flag a treatment that keeps a tooth whose extraction is indicated (3066), not its extraction', () => {
    expect(codes({ codTuss: CROWN, idDente: 16 }, initial([[16, 'E']]))).toEqual(['3066']);
    expect(codes({ codTuss: ENDO_MULTI, idDente: 16 }, initial([[16, 'E']]))).toEqual(['3066']);
    expect(codes({ codTuss: EXTRACTION_PERMANENT, idDente: 16 }, initial([[16, 'E']]))).toEqual([]);
  });
});

describe('other items of the plans (3007, 3008, 3016, 3083, 1433)', () => {
  const resinMO = { codTuss: RESIN_2, idDente: 16, faces: 'M,O' };

  it('should refuse a second restoration of the same face of the same tooth (3007)', () => {
    const others = [planned({ codTuss: '85100102', idDente: 16, faces: 'O,D' })];
    expect(codes(resinMO, { outrosItens: others })).toEqual(['3007']);
    expect(codes({ ...resinMO, faces: 'M,V' }, { outrosItens: others })).toEqual([]);
    expect(codes({ ...resinMO, idDente: 26 }, { outrosItens: others })).toEqual([]);
  });

  it('should ignore denied items', () => {
    const others = [planned({ codTuss: '85100102', idDente: 16, faces: 'O,D' }, 'Negado')];
    expect(codes(resinMO, { outrosItens: others })).toEqual([]);
  });

  it('should refuse two endodontic treatments of one tooth (3007)', () => {
    const others = [planned({ codTuss: ENDO_MULTI, idDente: 36 })];
    expect(codes({ codTuss: '85200107', idDente: 36 }, { outrosItens: others })).toEqual(['3007']);
  });

  it('should flag a procedure on a tooth whose extraction is planned, either way round (3083)', () => {
    const extraction = planned({ codTuss: EXTRACTION_PERMANENT, idDente: 16 });
    expect(codes(resinMO, { outrosItens: [extraction] })).toEqual(['3083']);
    expect(
      codes({ codTuss: EXTRACTION_PERMANENT, idDente: 16 }, { outrosItens: [planned(resinMO)] }),
    ).toEqual(['3083']);
    expect(codes({ codTuss: IMPLANT, idDente: 16 }, { outrosItens: [extraction] })).toEqual([]);
  });

  it('should refuse a procedure on a tooth already extracted (1433)', () => {
    const extraction = planned({ codTuss: EXTRACTION_PERMANENT, idDente: 16 }, 'Realizado', '2026-06-01');
    expect(codes(resinMO, { outrosItens: [extraction] })).toEqual(['1433']);
    expect(codes({ codTuss: '82000816', idDente: 16 }, { outrosItens: [extraction] })).toEqual(['1433']);
  });

  it('should flag a pulpectomy with the endodontic treatment of the same tooth, either way round (3008)', () => {
    const endo = planned({ codTuss: ENDO_MULTI, idDente: 36 });
    expect(codes({ codTuss: PULPECTOMY, idDente: 36 }, { outrosItens: [endo] })).toEqual(['3008']);
    expect(
      codes(
        { codTuss: ENDO_MULTI, idDente: 36 },
        { outrosItens: [planned({ codTuss: PULPECTOMY, idDente: 36 })] },
      ),
    ).toEqual(['3008']);
    expect(codes({ codTuss: PULPECTOMY, idDente: 46 }, { outrosItens: [endo] })).toEqual([]);
  });

  it('should refuse a prophylaxis of the same arch within 180 days of the last one (3016)', () => {
    const done = (data: string) => [planned({ codTuss: PROPHYLAXIS, arcada: 'AS' }, 'Realizado', data)];
    expect(codes({ codTuss: PROPHYLAXIS, arcada: 'AS' }, { outrosItens: done('2026-09-23') })).toEqual([
      '3016',
    ]);
    expect(codes({ codTuss: PROPHYLAXIS, arcada: 'AS' }, { outrosItens: done('2026-05-01') })).toEqual([]);
    expect(codes({ codTuss: PROPHYLAXIS, arcada: 'AI' }, { outrosItens: done('2026-09-23') })).toEqual([]);
  });

  it('should count a panoramic radiograph with a cephalometric tracing as a panoramic (3016)', () => {
    const done = [planned({ codTuss: '81000413' }, 'Realizado', '2026-08-01')];
    const [problem] = validateItem({ codTuss: PANORAMIC }, { data: TODAY, outrosItens: done });
    expect(problem?.code).toBe('3016');
    expect(problem?.fix).toContain('01/08/2026');
  });

  it('should refuse the same per-arch procedure planned twice (3007)', () => {
    const others = [planned({ codTuss: PROPHYLAXIS, arcada: 'AS' })];
    expect(codes({ codTuss: PROPHYLAXIS, arcada: 'AS' }, { outrosItens: others })).toEqual(['3007']);
  });

  it('should allow a restoration to be redone on a face restored before (no interval for restorations)', () => {
    const others = [planned({ codTuss: '85100102', idDente: 16, faces: 'M,O' }, 'Realizado', '2026-11-01')];
    expect(codes(resinMO, { outrosItens: others })).toEqual([]);
  });
});

describe('age (3003)', () => {
  const maintainer55 = { codTuss: SPACE_MAINTAINER, idDente: 55 };

  it('should keep the space maintainers, codes of the growing dentition, to beneficiaries under 18', () => {
    expect(codes(maintainer55, { dataNascimento: '2018-03-10' })).toEqual([]);
    expect(codes(maintainer55, { dataNascimento: '2008-11-24' })).toEqual([]);
    expect(codes(maintainer55, { dataNascimento: '2008-11-23' })).toEqual(['3003']);
    expect(codes(maintainer55, { dataNascimento: '1990-01-01' })).toEqual(['3003']);
    expect(codes({ codTuss: '83000100', arcada: 'AI' }, { dataNascimento: '1990-01-01' })).toEqual(['3003']);
  });

  it('should put no age cap on a code defined by the deciduous tooth, and advise (3003) on a deciduous tooth past 12 (issue #29)', () => {
    const adult = { data: TODAY, dataNascimento: '1990-01-01' };
    for (const item of [
      { codTuss: EXTRACTION_DECIDUOUS, idDente: 55 },
      { codTuss: PULPOTOMY_DECIDUOUS, idDente: 75 },
      { codTuss: ATRAUMATIC_DECIDUOUS, idDente: 75, faces: 'O' },
      { codTuss: '83000046', idDente: 75 },
      { codTuss: RESIN_2, idDente: 75, faces: 'O,D' },
    ]) {
      const [only, ...more] = validateItem(item, adult);
      expect(more).toEqual([]);
      expect(only).toMatchObject({ code: '3003', bloqueante: false, campo: 'idDente' });
      expect(only?.fix).toMatch(/decíduo está retido.*justificativa técnica/);
    }
    // A child of 12 still has deciduous teeth: nothing to advise; nor on a permanent tooth of an adult.
    const twelve = { data: TODAY, dataNascimento: '2014-01-01' };
    expect(codes({ codTuss: EXTRACTION_DECIDUOUS, idDente: 55 }, twelve)).toEqual([]);
    expect(codes({ codTuss: RESIN_2, idDente: 35, faces: 'O,D' }, adult)).toEqual([]);
    // A radiograph of the area is no treatment of the tooth.
    expect(codes({ codTuss: '81000421', idDente: 75 }, adult)).toEqual([]);
  });

  it('should not apply without a birth date, nor to codes with no age limit', () => {
    expect(codes(maintainer55)).toEqual([]);
    expect(codes({ codTuss: PANORAMIC }, { dataNascimento: '1930-01-01' })).toEqual([]);
  });
});

describe('permanent-only codes where TUSS has a deciduous one (3025, issue #29)', () => {
  it.each([
    [CROWN, 55],
    ['85400076', 84],
    ['85400220', 51],
    ['85400262', 61],
    ['85400335', 75],
    ['85400513', 85],
    ['85100064', 51],
    ['85400432', 52],
    ['82000212', 64],
    [PULPOTOMY, 84],
  ])('should predict 3025 for %s on the deciduous %i and point to the deciduous code', (codTuss, idDente) => {
    const problems = validateItem(
      { codTuss, idDente, faces: codTuss === '85400513' ? 'O' : null },
      { data: TODAY },
    );
    // A núcleo or pino also asks for endodontic treatment (3064); every prediction here is non-blocking.
    expect(
      problems.map(({ code, bloqueante }) => [code, bloqueante]).filter(([code]) => code !== '3064'),
    ).toEqual([['3025', false]]);
    expect(problems.every(({ bloqueante }) => !bloqueante)).toBe(true);
    expect(problems[0]?.fix).toContain('decíduo');
  });

  it('should accept them on permanent teeth', () => {
    expect(codes({ codTuss: PULPOTOMY, idDente: 46 })).toEqual([]);
    expect(codes({ codTuss: CROWN, idDente: 46 })).toEqual([]);
  });
});

describe('demo plausibility: a mixed dentition and a retained deciduous tooth (issue #29)', () => {
  // An 8-year-old: first molars and incisors permanent, canines and molars still deciduous.
  const PERMANENT = [16, 26, 36, 46, 11, 21, 31, 41, 32, 42];
  const DECIDUOUS = [53, 54, 55, 63, 64, 65, 73, 74, 75, 83, 84, 85];
  const child: ContextoValidacao = {
    data: TODAY,
    dataNascimento: '2018-05-02',
    situacaoInicial: new Map<number, CondicaoInicial>([
      ...PERMANENT.map((tooth): [number, CondicaoInicial] => [tooth, 'H']),
      ...DECIDUOUS.map((tooth): [number, CondicaoInicial] => [tooth, 'H']),
      [75, 'C'],
      [84, 'C'],
    ]),
  };

  it('should let the child have the common pediatric procedures without predictions', () => {
    const plan: ItemProcedimento[] = [
      { codTuss: RESIN_2, idDente: 75, faces: 'O,D' },
      { codTuss: ATRAUMATIC_DECIDUOUS, idDente: 75, faces: 'O' },
      { codTuss: PULPOTOMY_DECIDUOUS, idDente: 84 },
      { codTuss: SEALANT, idDente: 36 },
      { codTuss: SEALANT, idDente: 46 },
      { codTuss: SEALANT, idDente: 85 },
      { codTuss: '84000090', arcada: 'AS' },
      { codTuss: PROPHYLAXIS, arcada: 'AI' },
      { codTuss: '81000030' },
      { codTuss: '81000375', regiao: 'RMPD' },
      { codTuss: SPACE_MAINTAINER, idDente: 74 },
      { codTuss: '83000046', idDente: 84 },
    ];
    for (const item of plan) expect([item.codTuss, validateItem(item, child)]).toEqual([item.codTuss, []]);
  });

  it('should let an adult with a retained 75 (agenesis of 35) have it extracted, with an advice and no blocking prediction', () => {
    const adult: ContextoValidacao = {
      data: TODAY,
      dataNascimento: '1988-02-14',
      situacaoInicial: new Map<number, CondicaoInicial>([
        [35, 'A'],
        [75, 'E'],
      ]),
    };
    // The retained tooth is advised (3003), never refused: the dentist sends it with the justification.
    expect(validateItem({ codTuss: EXTRACTION_DECIDUOUS, idDente: 75 }, adult)).toEqual([
      expect.objectContaining({ code: '3003', bloqueante: false }),
    ]);
    expect(validateItem({ codTuss: IMPLANT, idDente: 35 }, adult)).toEqual([]);
  });
});

describe('the fixes (issue #29: the rules advise)', () => {
  it('should never suggest changing the initial situation to make a glosa go away', () => {
    const rows = readCsvFile(seedFile('tuss-odontologia.csv')).map((row) => row.codigo ?? '');
    const conditions: CondicaoInicial[] = ['A', 'E', 'H', 'C', 'R'];
    const teeth = [11, 16, 36, 46, 55, 75, 84];
    const fixes = new Set<string>();
    for (const codTuss of rows) {
      for (const idDente of teeth) {
        for (const condition of conditions) {
          const tooth = { codTuss, idDente, faces: 'O' };
          const arch = { codTuss, arcada: idDente < 30 || (idDente > 50 && idDente < 70) ? 'AS' : 'AI' };
          const contexts: ContextoValidacao[] = [
            { ...initial([[idDente, condition]]), dataNascimento: '1960-01-01' },
            {
              ...initial([[idDente, condition]]),
              dataNascimento: '2022-01-01',
              outrosItens: [
                planned({ codTuss: EXTRACTION_PERMANENT, idDente }),
                planned({ codTuss, idDente, faces: 'O' }, 'Realizado', '2026-11-01'),
                planned({ codTuss, arcada: arch.arcada }, 'Realizado', '2026-11-01'),
              ],
            },
          ];
          for (const context of contexts) {
            for (const item of [tooth, arch, { codTuss }]) {
              for (const problem of validateItem(item, { data: TODAY, ...context })) fixes.add(problem.fix);
            }
          }
        }
      }
    }
    expect(fixes.size).toBeGreaterThan(50);
    for (const fix of fixes) {
      expect(fix).not.toMatch(
        /(corrij|corrig|alter|edit|mud|modifiq|modific|atualiz|ajust|revej|rever|registr|troqu|troc)\w*\s+(a\s+|na\s+)?situação inicial/i,
      );
      expect(fix).not.toMatch(/justifique\.$/);
    }
  });
});

describe('the kind of tooth (3065, 1432, issue #29)', () => {
  it.each([
    ['85400181', 11, []],
    ['85400181', 13, []],
    ['85400181', 42, []],
    ['85400181', 14, ['3065']],
    ['85400181', 16, ['3065']],
    ['85100064', 36, ['3065']],
    ['85400432', 24, ['3065']],
    [SEALANT, 36, []],
    [SEALANT, 14, []],
    [SEALANT, 55, []],
    [SEALANT, 84, []],
    [SEALANT, 11, ['1432']],
    [SEALANT, 13, ['1432']],
    [SEALANT, 53, ['1432']],
    ['84000058', 41, ['1432']],
    ['82001685', 36, []],
    ['82001685', 17, []],
    ['82001685', 14, ['1432']],
    ['82001685', 43, ['1432']],
    ['85400181', 19, []],
  ])('should check %s on tooth %i', (codTuss, idDente, expected) => {
    expect(codes({ codTuss, idDente })).toEqual(expected);
  });

  it('should say what the kind of tooth is and what to choose', () => {
    const [problem] = validateItem({ codTuss: SEALANT, idDente: 11 }, { data: TODAY });
    expect(problem).toMatchObject({ campo: 'idDente', bloqueante: false });
    expect(problem?.fix).toContain('o 11 é incisivo: escolha um pré-molar ou molar');
  });
});

describe('núcleos and pinos on endodontically treated teeth (3064, issue #29)', () => {
  const CAST_POST = '85400220';

  it('should predict 3064 when the tooth has no endodontic treatment in the plans', () => {
    expect(codes({ codTuss: CAST_POST, idDente: 16 })).toEqual(['3064']);
    expect(codes({ codTuss: CAST_POST, idDente: 16 }, initial([[16, 'R']]))).toEqual(['3064']);
    expect(codes({ codTuss: '85400262', idDente: 11 })).toEqual(['3064']);
    expect(codes({ codTuss: '85400076', idDente: 11 })).toEqual(['3064']);
    expect(codes({ codTuss: '85200026', idDente: 11 })).toEqual(['3064']);
    expect(codes({ codTuss: '85400211', idDente: 11 })).toEqual(['3064']);
  });

  it('should accept the endodontic treatment planned or performed on the same tooth, retreatment included', () => {
    const withEndo = (item: ItemProcedimento, status: ItemDoPlano['audiStatus'] = 'Autorizado') => ({
      outrosItens: [planned(item, status, '2026-01-10')],
    });
    expect(
      codes({ codTuss: CAST_POST, idDente: 16 }, withEndo({ codTuss: ENDO_MULTI, idDente: 16 })),
    ).toEqual([]);
    expect(
      codes({ codTuss: CAST_POST, idDente: 16 }, withEndo({ codTuss: ENDO_MULTI, idDente: 16 }, 'Realizado')),
    ).toEqual([]);
    expect(
      codes({ codTuss: CAST_POST, idDente: 16 }, withEndo({ codTuss: '85200107', idDente: 16 })),
    ).toEqual([]);
    expect(
      codes({ codTuss: CAST_POST, idDente: 16 }, withEndo({ codTuss: ENDO_MULTI, idDente: 26 })),
    ).toEqual(['3064']);
    expect(
      codes({ codTuss: CAST_POST, idDente: 16 }, withEndo({ codTuss: ENDO_MULTI, idDente: 16 }, 'Negado')),
    ).toEqual(['3064']);
  });

  it('should not ask it of a crown, nor of the removal of a núcleo', () => {
    expect(codes({ codTuss: CROWN, idDente: 16 })).toEqual([]);
    expect(codes({ codTuss: '85200077', idDente: 16 })).toEqual([]);
  });
});

describe('total dentures on arches without teeth (3066, issue #29)', () => {
  const DENTURE = { codTuss: '85400408', arcada: 'AS' };

  it('should accept a total denture where the arch has no tooth recorded present', () => {
    expect(codes(DENTURE)).toEqual([]);
    expect(
      codes(
        DENTURE,
        initial([
          [11, 'A'],
          [21, 'A'],
          [36, 'H'],
        ]),
      ),
    ).toEqual([]);
  });

  it('should predict 3066 where the initial situation records teeth present in the arch', () => {
    expect(codes(DENTURE, initial([[13, 'H']]))).toEqual(['3066']);
    expect(codes(DENTURE, initial([[23, 'R']]))).toEqual(['3066']);
    expect(codes(DENTURE, initial([[55, 'C']]))).toEqual(['3066']);
    expect(codes({ ...DENTURE, arcada: 'AI' }, initial([[13, 'H']]))).toEqual([]);
    const [problem] = validateItem(DENTURE, {
      data: TODAY,
      ...initial([
        [13, 'H'],
        [23, 'E'],
      ]),
    });
    expect(problem?.fix).toContain('os dentes 13 e 23 na arcada AS');
  });

  it('should count a tooth with extraction indicated (E) unless its extraction is in the plans', () => {
    expect(codes(DENTURE, initial([[13, 'E']]))).toEqual(['3066']);
    const extraction = planned({ codTuss: EXTRACTION_PERMANENT, idDente: 13 });
    expect(
      codes({ ...DENTURE, codTuss: '85400416' }, { ...initial([[13, 'E']]), outrosItens: [extraction] }),
    ).toEqual([]);
    expect(codes(DENTURE, { ...initial([[13, 'C']]), outrosItens: [extraction] })).toEqual([]);
  });
});

describe('treatment on a tooth recorded sound (3066, issue #29)', () => {
  it.each([
    [{ codTuss: RESIN_1, idDente: 11, faces: 'V' }, ['3066']],
    [{ codTuss: CROWN, idDente: 16 }, ['3066']],
    [{ codTuss: ENDO_MULTI, idDente: 36 }, ['3066']],
    [{ codTuss: '85400181', idDente: 21 }, ['3066']],
    [{ codTuss: ATRAUMATIC_DECIDUOUS, idDente: 75, faces: 'O' }, ['3066']],
    [{ codTuss: SEALANT, idDente: 36 }, []],
    [{ codTuss: '84000031', idDente: 36 }, []],
    [{ codTuss: '82000832', idDente: 14 }, []],
    [{ codTuss: '81000421', idDente: 11 }, []],
  ])('should check %o on a tooth recorded H', (item, expected) => {
    expect(codes(item, initial([[item.idDente, 'H']]))).toEqual(expected);
  });

  it('should predict, not block, and leave decayed and restored teeth alone', () => {
    const [problem] = validateItem(
      { codTuss: RESIN_1, idDente: 11, faces: 'V' },
      { data: TODAY, ...initial([[11, 'H']]) },
    );
    expect(problem).toMatchObject({ code: '3066', bloqueante: false, campo: 'idDente' });
    expect(problem?.fix).toContain('envie-o com a justificativa técnica');
    expect(codes({ codTuss: RESIN_1, idDente: 11, faces: 'V' }, initial([[11, 'C']]))).toEqual([]);
    expect(codes({ codTuss: RESIN_1, idDente: 11, faces: 'V' }, initial([[11, 'R']]))).toEqual([]);
  });
});

describe('the apt regions of whole-mouth codes (1432, issue #29)', () => {
  it.each([
    ['82000263', 'LG', []],
    ['82000263', 'PD', ['1432']],
    ['81000030', 'ASAI', []],
    ['81000030', 'LG', ['1432']],
    [PANORAMIC, 'ASAI', []],
    [PANORAMIC, 'RMPD', ['1432']],
    ['81000375', 'RMPD', []],
    ['81000375', 'LG', ['1432']],
    ['82001448', 'ASAI', ['1432']],
    ['81000367', 'LG', ['1432']],
    ['82000891', 'FLI', []],
    ['82000891', 'FLA', ['1432']],
    ['81000138', 'PT', []],
  ])('should check %s with the region %s', (codTuss, regiao, expected) => {
    expect(codes({ codTuss, regiao })).toEqual(expected);
  });

  it('should accept every whole-mouth code without a region, and say which regions fit', () => {
    expect(codes({ codTuss: '82001448' })).toEqual([]);
    expect(codes({ codTuss: '82000263' })).toEqual([]);
    const [problem] = validateItem({ codTuss: '82000263', regiao: 'PD' }, { data: TODAY });
    expect(problem).toMatchObject({ campo: 'regiao', bloqueante: false });
    expect(problem?.fix).toContain('a região, se informada, é LG');
    expect(validateItem({ codTuss: '82001448', regiao: 'ASAI' }, { data: TODAY })[0]?.fix).toContain(
      'não informe região',
    );
  });
});

describe('dentition and age on region codes (3024, 3025, 3003, issue #29)', () => {
  const DECIDUOUS_SPLINT = { codTuss: '85000787', sextante: 'S2' };
  const PERMANENT_SPLINT = { codTuss: '85300020', sextante: 'S5' };

  it('should read the teeth the initial situation records in the region', () => {
    expect(
      codes(
        DECIDUOUS_SPLINT,
        initial([
          [51, 'H'],
          [11, 'H'],
        ]),
      ),
    ).toEqual([]);
    expect(
      codes(
        DECIDUOUS_SPLINT,
        initial([
          [11, 'H'],
          [21, 'R'],
        ]),
      ),
    ).toEqual(['3024']);
    expect(
      codes(
        DECIDUOUS_SPLINT,
        initial([
          [11, 'H'],
          [51, 'A'],
          [16, 'H'],
          [54, 'H'],
        ]),
      ),
    ).toEqual(['3024']);
    expect(
      codes(
        PERMANENT_SPLINT,
        initial([
          [71, 'H'],
          [81, 'C'],
        ]),
      ),
    ).toEqual(['3025']);
    expect(
      codes(
        PERMANENT_SPLINT,
        initial([
          [71, 'H'],
          [31, 'H'],
        ]),
      ),
    ).toEqual([]);
  });

  it('should read the age when the region has no tooth recorded', () => {
    expect(codes(DECIDUOUS_SPLINT, { dataNascimento: '2021-01-01' })).toEqual([]);
    expect(codes(DECIDUOUS_SPLINT, { dataNascimento: '1990-01-01' })).toEqual(['3024']);
    expect(codes(PERMANENT_SPLINT, { dataNascimento: '2023-01-01' })).toEqual(['3025']);
    expect(codes(PERMANENT_SPLINT, { dataNascimento: '1990-01-01' })).toEqual([]);
    expect(codes(DECIDUOUS_SPLINT)).toEqual([]);
  });

  it('should let an adult with retained deciduous teeth in the region have the deciduous code', () => {
    const adult = {
      dataNascimento: '1990-01-01',
      ...initial([
        [53, 'H'],
        [13, 'A'],
      ]),
    };
    expect(codes(DECIDUOUS_SPLINT, adult)).toEqual([]);
  });

  it('should predict, not block, and apply the age cap of a region code', () => {
    const [problem] = validateItem(DECIDUOUS_SPLINT, { data: TODAY, dataNascimento: '1990-01-01' });
    expect(problem).toMatchObject({ code: '3024', bloqueante: false });
    expect(problem?.fix).toContain('se há decíduos retidos na região S2');
    expect(codes({ codTuss: '83000100', arcada: 'AS' }, { dataNascimento: '1990-01-01' })).toEqual(['3003']);
  });
});
