import type { DentistSchema } from '../contract';
import { glosaTexts, regionNames } from './reference';
import { type RegraProcedimento, ruleOf, type Sitio, TOOTH_SITES } from './table';
import { crownFacesOf, dentitionOf, isToothCode, isToothInRegion, rootsOf, toothKindOf } from './teeth';

/**
 * Where and what a plan item is, as in the item payload: a TUSS code with a tooth (FDI, Tabela 28) and
 * its faces ('M,O'; 'R' is the root), or one of the Tabela 42 region fields.
 */
export interface ItemProcedimento {
  codTuss: string;
  idDente?: number | null;
  faces?: string | null;
  arcada?: string | null;
  hemiArcada?: string | null;
  sextante?: string | null;
  regiao?: string | null;
}

/** `dm_condicaoClinica`: A ausente, E extração indicada, H hígido, C cariado, R restaurado. */
export type CondicaoInicial = 'A' | 'E' | 'H' | 'C' | 'R';

/** Another item of the beneficiary's plans, with its status and date (yyyy-mm-dd: performed, or created). */
export interface ItemDoPlano extends ItemProcedimento {
  audiStatus: DentistSchema<'ItemStatus'>;
  data: string;
}

export interface ContextoValidacao {
  /** Each tooth's condition in the beneficiary's initial odontogram (teeth not recorded are left out). */
  situacaoInicial?: ReadonlyMap<number, CondicaoInicial>;
  /** The other items of the beneficiary's plans (the item being validated left out). */
  outrosItens?: readonly ItemDoPlano[];
  /** The beneficiary's birth date (yyyy-mm-dd); without it, age rules do not apply. */
  dataNascimento?: string | null;
  /** The item's date (yyyy-mm-dd); today (UTC) when left out. */
  data?: string;
}

/** A glosa the item would receive: its TUSS Tabela 38 code, the official text, and how to fix it (pt-BR). */
export interface ProblemaItem {
  code: string;
  text: string;
  fix: string;
  /**
   * Whether the item cannot be read at all (an unknown code, a tooth outside Tabela 28, a region outside
   * Tabela 42, a face the tooth lacks or repeated) and is refused; every other glosa is a prediction the
   * dentist may answer with a technical justification (issue #29: a rule predicts, the operator decides).
   */
  bloqueante: boolean;
  /** The item's field at fault (`faces`, `idDente`, a region field), when the glosa is about one field. */
  campo?: CampoDoItem;
}

/** The fields of the item payload a glosa may be about. */
export type CampoDoItem = 'idDente' | 'faces' | 'arcada' | 'hemiArcada' | 'sextante' | 'regiao';

/** The region fields of the payload and the Tabela 42 codes each may hold (regiao: any). */
const ARCADAS = ['AS', 'AI'];
const HEMIARCADAS = ['HASD', 'HASE', 'HAID', 'HAIE'];
const SEXTANTES = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'];
const REGION_FIELDS = [
  { field: 'arcada', codes: ARCADAS, name: 'arcada' },
  { field: 'hemiArcada', codes: HEMIARCADAS, name: 'hemiarco' },
  { field: 'sextante', codes: SEXTANTES, name: 'sextante' },
  { field: 'regiao', codes: null, name: 'região' },
] as const;
/** The payload field that holds each region site's code. */
const FIELD_OF_SITE: Partial<Record<Sitio, CampoDoItem>> = {
  arcada: 'arcada',
  hemiarcada: 'hemiArcada',
  sextante: 'sextante',
};
const CODES_OF_SITE: Partial<Record<Sitio, readonly string[]>> = {
  arcada: ARCADAS,
  hemiarcada: HEMIARCADAS,
  sextante: SEXTANTES,
};
const SITE_NAMES: Record<Sitio, string> = {
  boca: 'na boca, sem dente',
  arcada: 'numa arcada (AS ou AI)',
  hemiarcada: 'num hemiarco (HASD, HASE, HAID ou HAIE)',
  sextante: 'num sextante (S1 a S6)',
  dente: 'num dente, sem faces',
  faces: 'nas faces de um dente',
  raiz: 'na raiz de um dente (face R)',
};

/**
 * Groups of procedures that treat and keep the tooth: they contradict 'extração indicada' (E), and a sound
 * tooth (H) does not call for them.
 */
const KEEPS_TOOTH = ['restauracao', 'endodontia', 'coroa', 'faceta'];

const DAY_MS = 86_400_000;

/**
 * How every prediction about the clinical case ends (issue #29): the rule predicts, the dentist decides. The
 * messages never suggest changing the initial situation to make a glosa go away.
 */
const SEND_JUSTIFIED = 'se o caso clínico pede este procedimento, envie-o com a justificativa técnica.';

/** 'A, B ou C'. */
const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`;

/** 'A, B e C'. */
const andList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

function problem(code: string, fix: string, campo?: CampoDoItem, bloqueante = false): ProblemaItem {
  const text = glosaTexts.get(code);
  if (text === undefined) throw new Error(`glosa ${code} is not in seed/tiss-glosas-odonto.csv`);
  return campo === undefined ? { code, text, fix, bloqueante } : { code, text, fix, campo, bloqueante };
}

/** A glosa for what cannot be read (see ProblemaItem.bloqueante): the item is refused. */
const unreadable = (code: string, fix: string, campo?: CampoDoItem) => problem(code, fix, campo, true);

/** The faces of a payload: 'M,O' (contract) or 'MO' (TISS denteFace). */
export function faceList(faces: string | null | undefined): string[] {
  const value = (faces ?? '').trim();
  if (value === '') return [];
  return (value.includes(',') ? value.split(',') : [...value]).map((face) => face.trim().toUpperCase());
}

/** The region codes given in the payload, in field order. */
function regionsOf(item: ItemProcedimento): string[] {
  return REGION_FIELDS.map(({ field }) => (item[field] ?? '').trim().toUpperCase()).filter(Boolean);
}

/** Where an item sits, as a key two items share when on the same site (null when it has none). */
function siteKey(rule: RegraProcedimento, item: ItemProcedimento): string | null {
  if (TOOTH_SITES.includes(rule.sitio)) return item.idDente == null ? null : `dente ${item.idDente}`;
  const allowed = CODES_OF_SITE[rule.sitio];
  if (!allowed) return 'boca';
  return regionsOf(item).find((code) => allowed.includes(code)) ?? null;
}

/** Whole years from `birth` to `on` (both yyyy-mm-dd). */
export function ageOn(birth: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = birth.split('-').map(Number);
  const [oy = 0, om = 0, od = 0] = on.split('-').map(Number);
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

const daysBetween = (from: string, to: string) => Math.abs(Date.parse(to) - Date.parse(from)) / DAY_MS;

function locationProblems(rule: RegraProcedimento, item: ItemProcedimento): ProblemaItem[] {
  const problems: ProblemaItem[] = [];
  for (const { field, codes, name } of REGION_FIELDS) {
    const value = (item[field] ?? '').trim().toUpperCase();
    if (
      value === '' ||
      (regionNames.has(value) && (codes === null || (codes as readonly string[]).includes(value)))
    ) {
      continue;
    }
    const allowed = codes ? orList(codes) : 'da Tabela 42 da TISS';
    problems.push(unreadable('3021', `O código '${value}' não é ${name}: use ${allowed}.`, field));
  }
  const hasTooth = item.idDente != null;
  if (hasTooth && !isToothCode(item.idDente as number)) {
    problems.push(
      unreadable(
        '3022',
        `O dente ${item.idDente} não existe na numeração FDI: escolha um dente da tabela TISS.`,
        'idDente',
      ),
    );
  }
  if (problems.length > 0) return problems;
  const regions = regionsOf(item);
  const where = `'${rule.descricao}' se faz ${SITE_NAMES[rule.sitio]}`;
  if (TOOTH_SITES.includes(rule.sitio)) {
    if (regions.length > 0) {
      const region = REGION_FIELDS.find(({ field }) => (item[field] ?? '').trim() !== '')?.field;
      return [
        problem('1432', `${where}: informe só o dente, sem arcada, hemiarco, sextante ou região.`, region),
      ];
    }
    return hasTooth ? [] : [problem('3022', `${where}: escolha o dente.`, 'idDente')];
  }
  const siteCodes = CODES_OF_SITE[rule.sitio];
  const allowed = rule.regioes ?? siteCodes;
  const choose = allowed ? ` escolha ${orList(allowed)}` : '';
  if (hasTooth || faceList(item.faces).length > 0) {
    return [
      problem(
        '1432',
        `${where}: não escolha dente nem faces${choose ? `;${choose}` : ''}.`,
        hasTooth ? 'idDente' : 'faces',
      ),
    ];
  }
  if (rule.sitio === 'boca') {
    const wrong = regions.find((code) => !(rule.regioes ?? []).includes(code));
    if (wrong === undefined) return [];
    const field = REGION_FIELDS.find(
      ({ field }) => (item[field] ?? '').trim().toUpperCase() === wrong,
    )?.field;
    const apt = rule.regioes ?? [];
    const hint =
      apt.length === 0
        ? 'não informe região'
        : apt.length > 8
          ? `a região '${wrong}' não é uma delas: escolha a região em que o procedimento é feito ou não informe região`
          : `a região, se informada, é ${orList(apt)}`;
    return [problem('1432', `${where}; ${hint}.`, field)];
  }
  if (!siteCodes || !allowed) return [];
  const chosen = regions.find((code) => siteCodes.includes(code));
  if (chosen !== undefined && allowed.includes(chosen)) return [];
  return [problem(regions.length === 0 ? '3021' : '1432', `${where}:${choose}.`, FIELD_OF_SITE[rule.sitio])];
}

function faceProblems(rule: RegraProcedimento, dente: number, faces: string[]): ProblemaItem[] {
  const name = `'${rule.descricao}'`;
  if (rule.sitio === 'dente' && faces.length > 0) {
    return [problem('1431', `${name} se faz no dente inteiro: não escolha faces.`, 'faces')];
  }
  if (rule.sitio === 'raiz' && faces.some((face) => face !== 'R')) {
    return [problem('1431', `${name} se faz na raiz: escolha só a raiz (R), sem faces da coroa.`, 'faces')];
  }
  if (rule.sitio !== 'faces' || !rule.faces) return [];
  if (faces.length === 0)
    return [problem('3023', `${name} precisa das faces restauradas: escolha-as.`, 'faces')];
  const crown = crownFacesOf(dente);
  const wrong = faces.find((face) => !crown.includes(face));
  if (wrong !== undefined) {
    return [unreadable('3023', `O dente ${dente} não tem a face ${wrong}: use ${orList(crown)}.`, 'faces')];
  }
  if (new Set(faces).size !== faces.length) {
    return [
      unreadable('3023', 'Uma face foi escolhida mais de uma vez: escolha cada face uma vez.', 'faces'),
    ];
  }
  const { min, max } = rule.faces;
  if (faces.length < min || faces.length > max) {
    const wanted = min === max ? `${min} ${min === 1 ? 'face' : 'faces'}` : `de ${min} a ${max} faces`;
    return [
      problem(
        '3056',
        `${name} é para ${wanted} e foram escolhidas ${faces.length}: ajuste as faces ou escolha o código do número de faces restauradas.`,
        'faces',
      ),
    ];
  }
  return [];
}

/** What the plans say of a tooth: its extraction and its endodontic treatment, planned or performed. */
interface ToothInPlans {
  extractionPlanned: boolean;
  endodontics: boolean;
}

function toothInPlans(dente: number, others: readonly ItemDoPlano[]): ToothInPlans {
  const rules = others
    .filter((other) => other.idDente === dente && other.audiStatus !== 'Negado')
    .map((other) => ruleOf(other.codTuss));
  return {
    extractionPlanned: rules.some((rule) => rule?.removeDente),
    endodontics: rules.some((rule) => rule?.grupo === 'endodontia'),
  };
}

const KIND_NAMES = { incisivo: 'incisivo', canino: 'canino', 'pre-molar': 'pré-molar', molar: 'molar' };

/** The tooth-kind rules (tipo_dente): glosa code, the kinds allowed, and what the fix says. */
const TOOTH_KINDS = {
  anterior: {
    code: '3065',
    kinds: ['incisivo', 'canino'],
    wanted: 'dentes anteriores (incisivos e caninos)',
    choose: 'para um dente posterior, a TUSS prevê coroa ou restauração',
  },
  posterior: {
    code: '1432',
    kinds: ['pre-molar', 'molar'],
    wanted: 'as fóssulas e fissuras de pré-molares e molares',
    choose: 'escolha um pré-molar ou molar',
  },
  molar: {
    code: '1432',
    kinds: ['molar'],
    wanted: 'molares (a furca entre as raízes)',
    choose: 'escolha o molar',
  },
} as const;

function toothProblems(
  rule: RegraProcedimento,
  dente: number,
  condition: CondicaoInicial | undefined,
  { extractionPlanned, endodontics }: ToothInPlans,
): ProblemaItem[] {
  const problems: ProblemaItem[] = [];
  const name = `'${rule.descricao}'`;
  const dentition = dentitionOf(dente);
  if (rule.denticao === 'decidua' && dentition === 'permanente') {
    problems.push(
      problem(
        '3024',
        `${name} é só para dente decíduo e o ${dente} é permanente: escolha um decíduo (51 a 85) ou o código para permanente.`,
        'idDente',
      ),
    );
  }
  if (rule.denticao === 'permanente' && dentition === 'decidua') {
    problems.push(
      problem(
        '3025',
        `${name} é só para dente permanente e o ${dente} é decíduo: escolha um permanente (11 a 48) ou o código para decíduo.`,
        'idDente',
      ),
    );
  }
  const roots = rootsOf(dente);
  if (rule.canais && roots && !rule.canais.some((canal) => roots.canais.includes(canal))) {
    const names = { uni: 'unirradicular', bi: 'birradicular', multi: 'multirradicular' };
    const usual = orList(roots.canais.map((canal) => names[canal]));
    problems.push(
      problem(
        '3027',
        `O dente ${dente} costuma ser ${usual}, o que não combina com ${name}: confira o dente ou escolha o procedimento que corresponde aos canais dele; ${SEND_JUSTIFIED}`,
        'idDente',
      ),
    );
  }
  const { min, max } = rule.raizes ?? { min: 0, max: Number.POSITIVE_INFINITY };
  if (rule.raizes && roots && !roots.raizesAceitas.some((count) => count >= min && count <= max)) {
    const wanted = min === max ? `${min}` : `${min} a ${max}`;
    const usual = orList(roots.raizesAceitas.map(String));
    problems.push(
      problem(
        '3027',
        `${name} é para dente com ${wanted} ${max === 1 ? 'raiz' : 'raízes'} e o ${dente} costuma ter ${usual} ${roots.raizesAceitas.at(-1) === 1 ? 'raiz' : 'raízes'}: confira o dente ou escolha o código do número de raízes dele; ${SEND_JUSTIFIED}`,
        'idDente',
      ),
    );
  }
  const kind = toothKindOf(dente);
  if (rule.tipoDente && kind) {
    const { code, kinds, wanted, choose } = TOOTH_KINDS[rule.tipoDente];
    if (!(kinds as readonly string[]).includes(kind)) {
      problems.push(
        problem(
          code,
          `${name} é para ${wanted} e o ${dente} é ${KIND_NAMES[kind]}: ${choose}; ${SEND_JUSTIFIED}`,
          'idDente',
        ),
      );
    }
  }
  if (rule.requer === 'endodontia' && !endodontics) {
    problems.push(
      problem(
        '3064',
        `${name} é para dente tratado endodonticamente e o ${dente} não tem tratamento endodôntico nos planos: planeje o tratamento endodôntico do dente; se ele já foi tratado antes, envie o procedimento com a justificativa técnica e a radiografia.`,
        'idDente',
      ),
    );
  }
  if (condition === 'A' && rule.dente === 'presente') {
    problems.push(
      problem(
        '1433',
        `O dente ${dente} consta como ausente na situação inicial: confira o dente do procedimento ou escolha outro; ${SEND_JUSTIFIED}`,
        'idDente',
      ),
    );
  }
  if (condition === 'E' && rule.grupo !== null && KEEPS_TOOTH.includes(rule.grupo)) {
    problems.push(
      problem(
        '3066',
        `O dente ${dente} tem extração indicada na situação inicial e ${name} conserva o dente: se o dente sai, planeje a extração no lugar deste procedimento; ${SEND_JUSTIFIED}`,
        'idDente',
      ),
    );
  }
  if (condition === 'H' && rule.grupo !== null && KEEPS_TOOTH.includes(rule.grupo)) {
    problems.push(
      problem(
        '3066',
        `O dente ${dente} consta como hígido na situação inicial e ${name} trata um dente com cárie, lesão ou restauração: confira o dente do procedimento; se o caso clínico pede este procedimento (por exemplo, uma lesão vista no exame clínico ou na radiografia), envie-o com a justificativa técnica.`,
        'idDente',
      ),
    );
  }
  const present = condition === 'H' || condition === 'C' || condition === 'R';
  if (rule.dente === 'ausente' && present && !extractionPlanned) {
    problems.push(
      problem(
        '3066',
        `${name} vai no lugar de um dente ausente, mas o ${dente} está presente na situação inicial e sem extração no plano: confira o dente ou planeje a extração; ${SEND_JUSTIFIED}`,
        'idDente',
      ),
    );
  }
  return problems;
}

/**
 * For a region item: a total denture where the initial situation records teeth in the arch (H, C, R, E)
 * whose extraction is not in the plans (requer 'arcada-desdentada').
 */
function regionProblems(
  rule: RegraProcedimento,
  item: ItemProcedimento,
  context: ContextoValidacao,
): ProblemaItem[] {
  const problems: ProblemaItem[] = [];
  const region = regionsOf(item)[0];
  if (region === undefined) return problems;
  const name = `'${rule.descricao}'`;
  const recorded = [...(context.situacaoInicial ?? new Map<number, CondicaoInicial>())]
    .filter(([dente, condition]) => condition !== 'A' && isToothInRegion(dente, region))
    .filter(([dente]) => !toothInPlans(dente, context.outrosItens ?? []).extractionPlanned)
    .map(([dente]) => dente)
    .sort((a, b) => a - b);
  if (rule.denticao !== 'ambas') problems.push(...regionDentitionProblems(rule, region, recorded, context));
  if (rule.requer === 'arcada-desdentada' && recorded.length > 0) {
    const teeth =
      recorded.length === 1 ? `o dente ${recorded[0]}` : `os dentes ${andList(recorded.map(String))}`;
    problems.push(
      problem(
        '3066',
        `${name} é para arcada sem dentes e a situação inicial registra ${teeth} na arcada ${region}, sem extração no plano: planeje as extrações ou escolha uma prótese parcial; ${SEND_JUSTIFIED}`,
      ),
    );
  }
  return problems;
}

/** Deciduous teeth are usually all shed by 12; the first permanent teeth erupt at about 6 (Logan & Kronfeld). */
const DECIDUOUS_SHED_BY = 13;
const PERMANENT_ERUPT_FROM = 6;

/**
 * A region code for one dentition (an immobilisation of deciduous or of permanent teeth): the teeth the
 * initial situation records in the region, else the beneficiary's age, say whether that dentition is there.
 */
function regionDentitionProblems(
  rule: RegraProcedimento,
  region: string,
  present: readonly number[],
  context: ContextoValidacao,
): ProblemaItem[] {
  const name = `'${rule.descricao}'`;
  const deciduous = rule.denticao === 'decidua';
  const [code, wanted, other] = deciduous
    ? ['3024', 'dentes decíduos', 'permanentes']
    : ['3025', 'dentes permanentes', 'decíduos'];
  const choose = `escolha o código para dentes ${other}`;
  if (present.length > 0) {
    if (present.some((dente) => dentitionOf(dente) === rule.denticao)) return [];
    return [
      problem(
        code,
        `${name} é para ${wanted} e a situação inicial registra na região ${region} só dentes ${other} (${andList(present.map(String))}): ${choose}; ${SEND_JUSTIFIED}`,
      ),
    ];
  }
  if (!context.dataNascimento) return [];
  const age = ageOn(context.dataNascimento, context.data ?? new Date().toISOString().slice(0, 10));
  if (deciduous && age >= DECIDUOUS_SHED_BY) {
    return [
      problem(
        code,
        `${name} é para dentes decíduos e, aos ${age} anos, os decíduos costumam já ter sido substituídos: ${choose}; se há decíduos retidos na região ${region}, envie o procedimento com a justificativa técnica.`,
      ),
    ];
  }
  if (!deciduous && age < PERMANENT_ERUPT_FROM) {
    return [
      problem(
        code,
        `${name} é para dentes permanentes e, aos ${age} anos, eles costumam ainda não ter erupcionado: ${choose}; ${SEND_JUSTIFIED}`,
      ),
    ];
  }
  return [];
}

function sameFaces(a: ItemProcedimento, b: ItemProcedimento): boolean {
  const faces = faceList(b.faces);
  return faceList(a.faces).some((face) => faces.includes(face));
}

function planProblems(
  rule: RegraProcedimento,
  item: ItemProcedimento,
  others: readonly ItemDoPlano[],
  on: string,
): ProblemaItem[] {
  const problems: ProblemaItem[] = [];
  const key = siteKey(rule, item);
  if (key === null) return problems;
  const name = `'${rule.descricao}'`;
  for (const other of others) {
    const otherRule = ruleOf(other.codTuss);
    if (!otherRule || other.audiStatus === 'Negado' || siteKey(otherRule, other) !== key) continue;
    const performed = other.audiStatus === 'Realizado';
    const otherName = `'${otherRule.descricao}'`;
    const tooth = TOOTH_SITES.includes(rule.sitio);
    if (tooth && otherRule.removeDente && rule.dente === 'presente') {
      if (performed) {
        problems.push(
          problem(
            '1433',
            `O dente ${item.idDente} já foi extraído (${otherName}): escolha outro dente.`,
            'idDente',
          ),
        );
        continue;
      }
      if (!rule.removeDente) {
        problems.push(
          problem(
            '3083',
            `O dente ${item.idDente} tem ${otherName} no plano: ou o dente fica e a extração sai do plano, ou o dente sai e ${name} não se faz.`,
          ),
        );
        continue;
      }
    }
    if (tooth && rule.removeDente && otherRule.dente === 'presente' && !otherRule.removeDente && !performed) {
      problems.push(
        problem(
          '3083',
          `O dente ${item.idDente} tem ${otherName} no plano: ou o dente fica e a extração sai do plano, ou o dente sai e ${otherName} sai do plano.`,
        ),
      );
      continue;
    }
    const includedHere = rule.inclusoEm !== null && rule.inclusoEm === otherRule.grupo;
    const includedThere = otherRule.inclusoEm !== null && otherRule.inclusoEm === rule.grupo;
    if (tooth && (includedHere || includedThere)) {
      const [included, main] = includedHere ? [name, otherName] : [otherName, name];
      problems.push(
        problem('3008', `${included} já faz parte de ${main} no mesmo dente: tire ${included} do plano.`),
      );
      continue;
    }
    if (rule.grupo === null || otherRule.grupo !== rule.grupo) continue;
    if (rule.grupo === 'restauracao' && !sameFaces(item, other)) continue;
    if (!performed) {
      problems.push(problem('3007', `${otherName} já está no plano no mesmo local: tire um dos dois.`));
    } else if (rule.intervaloDias !== null && daysBetween(other.data, on) < rule.intervaloDias) {
      problems.push(
        problem(
          '3016',
          `A última execução de ${otherName} neste local foi em ${other.data.split('-').reverse().join('/')}; o intervalo mínimo é de ${rule.intervaloDias} dias: planeje ${name} para depois; se o caso clínico pede repeti-lo antes, envie-o com a justificativa técnica.`,
        ),
      );
    }
  }
  return problems;
}

/**
 * Treatment on a deciduous tooth of a beneficiary past the age deciduous teeth are shed: no code caps the
 * age (a deciduous tooth retained in an adult, with agenesis of its successor, is treated with the deciduous
 * codes), but the auditor expects the retained tooth explained, so 3003 is predicted as advice.
 */
function retainedDeciduousProblems(dente: number, age: number): ProblemaItem[] {
  if (age < DECIDUOUS_SHED_BY) return [];
  return [
    problem(
      '3003',
      `O beneficiário tem ${age} anos e o dente ${dente} é decíduo, que costuma ser substituído até os ${DECIDUOUS_SHED_BY - 1}: confira o dente; se o decíduo está retido (por exemplo, por agenesia do sucessor), ${SEND_JUSTIFIED}`,
      'idDente',
    ),
  ];
}

/**
 * The glosas an item would receive, predicted from the rules table (docs/product-rules.md#procedure-rules):
 * site, faces, dentition, roots, the initial odontogram, the other items of the plans and the
 * beneficiary's age. Pure: no database, no clock unless `context.data` is left out. An empty list means
 * the item passes.
 */
export function validateItem(item: ItemProcedimento, context: ContextoValidacao = {}): ProblemaItem[] {
  const rule = ruleOf(item.codTuss);
  if (!rule) {
    return [
      unreadable(
        '3001',
        `O código ${item.codTuss} não é um procedimento odontológico da tabela TUSS: escolha um procedimento da lista.`,
      ),
    ];
  }
  const on = context.data ?? new Date().toISOString().slice(0, 10);
  const problems = locationProblems(rule, item);
  const dente = item.idDente;
  const toothPlaced = TOOTH_SITES.includes(rule.sitio) && dente != null && isToothCode(dente);
  if (toothPlaced) {
    problems.push(...faceProblems(rule, dente, faceList(item.faces)));
    const plans = toothInPlans(dente, context.outrosItens ?? []);
    problems.push(...toothProblems(rule, dente, context.situacaoInicial?.get(dente), plans));
  }
  if (!TOOTH_SITES.includes(rule.sitio) && problems.length === 0) {
    problems.push(...regionProblems(rule, item, context));
  }
  if (
    toothPlaced &&
    rule.dente === 'presente' &&
    dentitionOf(dente) === 'decidua' &&
    context.dataNascimento
  ) {
    problems.push(...retainedDeciduousProblems(dente, ageOn(context.dataNascimento, on)));
  }
  if (rule.idade && context.dataNascimento) {
    const age = ageOn(context.dataNascimento, on);
    if (age < rule.idade.min || age > rule.idade.max) {
      problems.push(
        problem(
          '3003',
          `'${rule.descricao}' é para beneficiários de ${rule.idade.min} a ${rule.idade.max} anos e o beneficiário tem ${age}: escolha o procedimento próprio da idade.`,
        ),
      );
    }
  }
  problems.push(...planProblems(rule, item, context.outrosItens ?? [], on));
  const seen = new Set<string>();
  return problems.filter(({ code, fix }) => {
    const key = `${code} ${fix}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
