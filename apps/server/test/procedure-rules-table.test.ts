import { describe, expect, it } from 'vitest';
import { readTussRows } from '../src/cadastros/tuss';
import { readCsvFile, seedFile } from '../src/plataforma/csv';
import { procedureRules, type RegraProcedimento, type Sitio } from '../src/regras-de-procedimento';
import { RULES_CSV } from '../src/regras-de-procedimento/table';

const tuss = await readTussRows();

/*
 * What each official description says, read with explicit patterns, independently of the table. The first
 * pattern that matches a description decides which sites it allows; where the text alone does not settle
 * between two sites (an orthodontic appliance on one arch or on both), both are allowed.
 */
const SITE_PATTERNS: [RegExp, readonly Sitio[], string][] = [
  [/^Consulta/, ['boca'], 'a consultation is for the patient'],
  [/^Restauração (?!temporária)|^Onlay/, ['faces'], 'a restoration is charged by its faces'],
  [/Apicetomia|Amputação radicular|Sepultamento radicular|raiz residual/, ['raiz'], 'a root procedure'],
  [/seio maxilar|Zigomático|– unilateral/, ['hemiarcada'], 'one side of an arch'],
  [/– bilateral/, ['arcada'], 'both sides of an arch'],
  [
    /^Raspagem|^Gengivectomia|^Gengivoplastia|^Cirurgia periodontal|^Alveoloplastia|^Imobilização dentária/,
    ['sextante'],
    'periodontal and alveolar work charged by segment',
  ],
  [
    /Protocolo Branemark|Overdenture|prótese total|Prótese total|prótese parcial removível|Prótese parcial removível|Guia cirúrgico|Manutenção de prótese|^Órtese|^Placa oclusal|Placa de Acetato|^Clareamento dentário|Aparelho protetor|Radiografia oclusal|^Profilaxia|flúor|fluoretado|Mantenedor de espaço removível|por arcada/,
    ['arcada'],
    'an appliance, prosthesis or application for a whole arch',
  ],
  [
    /sobre implante|Implante ósseo integrado|Intermediário protético|implanto suportada|Prótese parcial fixa provisória em carga|^Reabertura|implante dentário não ósseo/,
    ['dente'],
    'an implant or what sits on it, in the place of one tooth',
  ],
  [
    /dente|^Exodontia|endodônti|endodôndico|^Pulp|^Coroa|Faceta|^Núcleo|^Pino|^Capeamento|^Colagem|^Curativo|intracanal|intrarradicular|^Restauração temporária|^Cunha|coroa clínica|^Enxerto (conjuntivo|gengival|pediculado)|^Odonto-secção|RTG|^Reimplante|^Tracionamento|alveolite|^Tunelização|^Ul[eo]|selante|cariostático|cárie incipiente|fluorose|^Dessensibilização|fatores de retenção|abscesso periodontal|pericoronarite|^Prótese fixa|^Prótese parcial fixa|^Provisório|^Recimentação|^Reembasamento de coroa|trabalho protético|Radiografia periapical|regenerativo|Mantenedor de espaço fixo/,
    ['dente'],
    'a procedure on one tooth',
  ],
  [
    /^Diagnóstico|Radiografia|Telerradiografia|Tomografia|^Traçado|^Fotografia|^Slide|Levantamento Radiográfico|^Modelos|^Biópsia|buco-maxilo-facial|^Frenul|^Brid|^Sedação|^Atividade educativa|^Condicionamento|^Teste|^Controle|^Remineralização|^Estabilização|^Acompanhamento|^Ajuste Oclusal|^Exérese|^Cirurgia|^Enxerto|^Implante ortodôntico|^Incisão|^Punção|^Reconstrução|^Redução|^Reeducação|^Remoção de (dreno|odontoma|tamponamento)|^Retirada|^Sutura|^Tratamento (cirúrgico|Cirúrgico|conservador|de gengivite)|^Aprofundamento|^Coleta|^Crio/,
    ['boca'],
    'the mouth or a soft-tissue or bone region, no tooth',
  ],
];

/** Orthodontic appliances: on one arch or on both, depending on the appliance. */
const ORTHODONTIC_SITES: readonly Sitio[] = ['arcada', 'boca'];

function expectedSites(descricao: string, especialidade: string): readonly Sitio[] | undefined {
  const match = SITE_PATTERNS.find(([pattern]) => pattern.test(descricao));
  if (match) return match[1];
  return especialidade === 'Ortodontia' ? ORTHODONTIC_SITES : undefined;
}

const IMPLANT_ON_A_TOOTH =
  /^Coroa.*sobre implante|^Implante ósseo integrado|^Intermediário protético|^Prótese parcial fixa (implanto|provisória em carga)|^Reabertura|^Remoção de implante dentário não/;

/**
 * Where TUSS has a code for the deciduous tooth (crowns 'em dente decíduo', 'Pulpotomia em dente decíduo',
 * 'Restauração atraumática em dente decíduo'), the prosthetic and indirect codes without it are for permanent
 * teeth: crowns and provisional crowns, núcleos and pinos, bridges, inlays and onlays, veneers, their
 * provisionals, crown lengthening and the pulpotomy.
 */
const PERMANENT_WHERE_TUSS_HAS_A_DECIDUOUS_CODE =
  /^Coroa (total|provisória) (?!.*implante)|^Reembasamento de coroa provisória|^Núcleo|^Pino|^Preparo para núcleo|^Prótese fixa adesiva|^Prótese parcial fixa (?!implanto|provisória em carga)|[Ii]nlay|[Oo]nlay|metálica fundida|^Faceta|^Provisório para|^Aumento de coroa clínica|^Pulpotomia$/;

/** Deciduous teeth have their own endodontic code; implants replace permanent teeth. */
function expectedDentition(descricao: string): RegraProcedimento['denticao'] {
  if (/decídu/i.test(descricao)) return 'decidua';
  if (/permanente/i.test(descricao)) return 'permanente';
  if (PERMANENT_WHERE_TUSS_HAS_A_DECIDUOUS_CODE.test(descricao)) return 'permanente';
  if (
    /endodôntico (uni|bi|multi)rradicular|Apicetomia|Amputação radicular|rizogênese incompleta/.test(
      descricao,
    )
  ) {
    return 'permanente';
  }
  return IMPLANT_ON_A_TOOTH.test(descricao) ? 'permanente' : 'ambas';
}

function expectedFaces(descricao: string): RegraProcedimento['faces'] {
  const count = /(\d) faces?/.exec(descricao);
  // There is no 5-face code: the 4-face one covers 4 or more.
  if (count)
    return Number(count[1]) === 4 ? { min: 4, max: 5 } : { min: Number(count[1]), max: Number(count[1]) };
  return /^Restauração (?!temporária)|^Onlay/.test(descricao) ? { min: 1, max: 5 } : null;
}

/** Endodontics names the canals it fills; root procedures name roots (expectedRoots). */
function expectedCanals(descricao: string): RegraProcedimento['canais'] {
  if (!/endodôntico/.test(descricao)) return null;
  if (/unirradicular/.test(descricao)) return ['uni'];
  if (/birradicular/.test(descricao)) return ['bi'];
  if (/multirradicular/.test(descricao)) return ['multi'];
  return null;
}

/**
 * Root procedures count the tooth's roots, not its canals: an apicectomy names the roots ('birradiculares':
 * two, as the upper first premolar and the lower molars; 'multirradiculares': three, the upper molars) and a
 * root amputation removes one of two or three roots.
 */
function expectedRoots(descricao: string): RegraProcedimento['raizes'] {
  if (/^Apicetomia unirradiculares/.test(descricao)) return { min: 1, max: 1 };
  if (/^Apicetomia birradiculares/.test(descricao)) return { min: 2, max: 2 };
  if (/^Apicetomia multirradiculares/.test(descricao)) return { min: 3, max: 3 };
  return /^Amputação radicular/.test(descricao) ? { min: 2, max: 3 } : null;
}

/** Veneers on front teeth (3065), sealants on pits and fissures of back teeth, tunnelling on molars. */
function expectedToothKind(descricao: string): RegraProcedimento['tipoDente'] {
  if (/^Faceta|^Provisório para Faceta/.test(descricao)) return 'anterior';
  if (/selante/.test(descricao)) return 'posterior';
  return /^Tunelização/.test(descricao) ? 'molar' : null;
}

/** A núcleo or pino sits in a treated canal (3064); a total denture goes on an arch without teeth. */
function expectedRequirement(descricao: string): RegraProcedimento['requer'] {
  if (/^Núcleo|^Pino|^Preparo para núcleo|com pino$/.test(descricao)) return 'endodontia';
  return /^Prótese total( imediata| incolor)?$/.test(descricao) ? 'arcada-desdentada' : null;
}

const expectedRemoval = (descricao: string) => /^Exodontia|^Remoção de dentes/.test(descricao);

describe('the procedure rules table', () => {
  it('should have one row per TUSS code of seed/tuss-odontologia.csv and no other', () => {
    const rows = readCsvFile(RULES_CSV);
    expect(rows.map((row) => row.codigo).sort()).toEqual(tuss.map((row) => row.codigo).sort());
    expect(procedureRules.size).toBe(tuss.length);
    expect(tuss).toHaveLength(352);
  });

  it.each(tuss)(
    'should read $codigo $descricao as its description says',
    ({ codigo, descricao, especialidade }) => {
      const rule = procedureRules.get(codigo);
      expect(rule?.descricao).toBe(descricao);
      const sites = expectedSites(descricao, especialidade);
      expect(sites, 'no pattern reads this description').toBeDefined();
      expect(sites).toContain(rule?.sitio);
      expect(rule?.denticao).toBe(expectedDentition(descricao));
      expect(rule?.faces).toEqual(expectedFaces(descricao));
      expect(rule?.canais).toEqual(expectedCanals(descricao));
      expect(rule?.raizes).toEqual(expectedRoots(descricao));
      if (rule?.raizes) expect(rule.observacao).toMatch(/raízes/);
      expect(rule?.removeDente).toBe(expectedRemoval(descricao));
      expect(rule?.tipoDente).toBe(expectedToothKind(descricao));
      expect(rule?.requer).toBe(expectedRequirement(descricao));
      if (rule?.tipoDente || rule?.requer) expect(rule.observacao).not.toBe('');
      // A code defined by the deciduous tooth has no age cap (a retained deciduous tooth in an adult); only the
      // space maintainers are about age: they hold the space of the successor in a growing child (CFO: baby,
      // child and adolescent; ECA art. 2: under 18).
      expect(rule?.idade).toEqual(/^Mantenedor de espaço/.test(descricao) ? { min: 0, max: 17 } : null);
      if (especialidade === 'Odontopediatria' || /decídu/.test(descricao)) {
        expect(rule?.observacao).toMatch(/idade/);
      }
      if (PERMANENT_WHERE_TUSS_HAS_A_DECIDUOUS_CODE.test(descricao)) {
        expect(rule?.observacao).toMatch(/decíduo/);
      }
    },
  );

  /*
   * A whole-mouth code accepts only the Tabela 42 regions that make sense for it (issue #29), read here from
   * the description: the organ it names, the whole mouth (ASAI) for a consultation or a full-mouth
   * radiograph, no region for what concerns the patient or lies outside the mouth, any region for a lesion.
   */
  const regions = readCsvFile(seedFile('tiss-regioes-boca.csv')).map((row) => row.codigo ?? '');
  const REGION_PATTERNS: [RegExp, readonly string[] | null][] = [
    [/^Biópsia de língua/, ['LG']],
    [/^Biópsia de lábio/, ['LS', 'LI', 'CL']],
    [/^Frenul(ec|o)tomia lingual/, ['FLI']],
    [/^Frenul(ec|o)tomia labial/, ['FLA', 'LS', 'LI']],
    [/^Exérese ou excisão de rânula/, ['AB', 'RSL']],
    [/^Cirurgia para torus palatino/, ['PD', 'PA', 'RP', 'AS']],
    [/^Radiografia interproximal/, ['RMD', 'RME', 'RPD', 'RPE', 'RMPE', 'RMPD']],
    [
      /^Consulta|^Radiografia panorâmica|^Levantamento Radiográfico|^Modelos ortodônticos|^Diagnóstico e planejamento/,
      ['ASAI'],
    ],
    [
      /^Sedação|^Condicionamento|^Atividade educativa|^Estabilização|^Teste|carpal|tamponamento nasal|ATM|^Telerradiografia|^Traçado|^Radiografia (antero|póstero)/,
      null,
    ],
    [
      /^Diagnóstico anatomopatológico|^Sutura|^Punção|^Incisão e Drenagem|^Coleta de raspado|^Fotografia/,
      regions,
    ],
  ];

  it.each(REGION_PATTERNS)(
    'should give the whole-mouth codes matching %s their apt regions',
    (pattern, expected) => {
      const rows = [...procedureRules.values()].filter(
        (rule) => rule.sitio === 'boca' && pattern.test(rule.descricao),
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const rule of rows) expect([rule.descricao, rule.regioes]).toEqual([rule.descricao, expected]);
    },
  );

  it('should keep the jaw biopsies to their own jaw and say why of every whole-mouth row', () => {
    const upper = /^(AS|HAS[DE]|S[123]|R[IMPC]S[DE]?|RIS|TU|SM|PD|PA)$/;
    const lower = /^(AI|HAI[DE]|S[456]|R[IMPC]I[DE]?|RII|SI)$/;
    expect(procedureRules.get('82000271')?.regioes?.some((code) => upper.test(code))).toBe(false);
    expect(procedureRules.get('82000280')?.regioes?.some((code) => lower.test(code))).toBe(false);
    for (const rule of procedureRules.values()) {
      if (rule.sitio === 'boca') expect([rule.codigo, rule.observacao]).not.toEqual([rule.codigo, '']);
    }
  });

  it('should say how a region code of one dentition is checked (the teeth recorded in the region, else the age)', () => {
    const regionRows = [...procedureRules.values()].filter(
      (rule) => !['dente', 'faces', 'raiz'].includes(rule.sitio) && rule.denticao !== 'ambas',
    );
    expect(regionRows.map((rule) => rule.descricao)).toEqual([
      'Imobilização dentária em dentes decíduos',
      'Imobilização dentária em dentes permanentes',
    ]);
    for (const rule of regionRows) expect(rule.observacao).toMatch(/situação inicial.*idade/);
  });

  it('should give the rows of one group the same interval, and include only into groups that exist', () => {
    const rules = [...procedureRules.values()];
    const groups = new Set(rules.map((rule) => rule.grupo));
    for (const rule of rules) {
      const sameGroup = rules.filter((other) => rule.grupo !== null && other.grupo === rule.grupo);
      expect(new Set(sameGroup.map((other) => other.intervaloDias)).size).toBeLessThanOrEqual(1);
      if (rule.inclusoEm !== null) expect(groups).toContain(rule.inclusoEm);
      if (rule.intervaloDias !== null) expect(rule.grupo).not.toBeNull();
    }
  });

  it('should say why wherever a row limits an interval', () => {
    for (const rule of procedureRules.values()) {
      if (rule.intervaloDias !== null || rule.inclusoEm !== null) expect(rule.observacao).not.toBe('');
    }
  });
});
