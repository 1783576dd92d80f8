import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvFile } from '../plataforma/csv';
import { regionNames } from './reference';
import type { ClasseCanais } from './teeth';

/**
 * Where a procedure is placed: the whole mouth (or a Tabela 42 region that is not an arch, hemi-arch or
 * sextant, such as LG língua), an arch, a hemi-arch, a sextant, one tooth without faces, a tooth with
 * faces, or a root (face R of the contract).
 */
export type Sitio = 'boca' | 'arcada' | 'hemiarcada' | 'sextante' | 'dente' | 'faces' | 'raiz';

/** The dentition a code allows. */
export type Denticao = 'permanente' | 'decidua' | 'ambas';

/**
 * For a procedure on a tooth: whether the tooth must be in the mouth ('presente'), the procedure goes in the
 * space of a missing tooth ('ausente', implants and what sits on them), or either ('indiferente': a
 * radiograph of the area, a bridge element that may be a pontic, an impacted tooth).
 */
export type PresencaDente = 'presente' | 'ausente' | 'indiferente';

/**
 * The kind of tooth a procedure is for, where the name or the anatomy narrows it: `anterior` (incisors and
 * canines: veneers), `posterior` (premolars and molars, deciduous molars: sealants of pits and fissures),
 * `molar` (permanent and deciduous molars: tunnelling of a furcation).
 */
export type TipoDente = 'anterior' | 'posterior' | 'molar';

/**
 * What the procedure needs besides its site: `endodontia` (a núcleo or pino sits in the canal of a tooth with
 * endodontic treatment), `arcada-desdentada` (a total denture on an arch without teeth).
 */
export type Requisito = 'endodontia' | 'arcada-desdentada';

/** One row of regras-procedimentos.csv: what a TUSS code needs and what it excludes. */
export interface RegraProcedimento {
  codigo: string;
  /** The official TUSS description, as in seed/tuss-odontologia.csv. */
  descricao: string;
  sitio: Sitio;
  denticao: Denticao;
  /** The number of faces the name implies (only for sitio 'faces'; '1 face' is {1,1}, '4 faces' is {4,5}). */
  faces: { min: number; max: number } | null;
  /** The canal classes an endodontic name implies ('unirradicular' is ['uni']). */
  canais: readonly ClasseCanais[] | null;
  /**
   * The number of roots a root procedure needs (apicectomy 'unirradiculares' 1, 'birradiculares' 2,
   * 'multirradiculares' 3; root amputation 2 or 3): root procedures count roots, not canals.
   */
  raizes: { min: number; max: number } | null;
  /** Whether the procedure takes the tooth out of the mouth (extractions). */
  removeDente: boolean;
  /** For the tooth sites (dente, faces, raiz); null for the others. */
  dente: PresencaDente | null;
  /** For the tooth sites: the kind of tooth the procedure is for, or null for any. */
  tipoDente: TipoDente | null;
  requer: Requisito | null;
  /**
   * The Tabela 42 codes the procedure accepts when narrower than its site (e.g. a palatal appliance: AS). For
   * a whole-mouth code (`boca`), the regions that may say where (LG for a tongue biopsy, ASAI for the whole
   * mouth, every region for '*' in the CSV); null there means no region at all (a sedation, a carpal
   * radiograph).
   */
  regioes: readonly string[] | null;
  /**
   * Procedures of one group exclude each other on the same site (same tooth; for restorations, a shared
   * face) while both are planned, and are repeated no sooner than `intervaloDias` after one was performed.
   */
  grupo: string | null;
  /** The group of the main procedure this one is included in on the same tooth (glosa 3008). */
  inclusoEm: string | null;
  intervaloDias: number | null;
  /** Beneficiary's age in full years the code allows (glosa 3003). */
  idade: { min: number; max: number } | null;
  /**
   * The image type (cadastros IMAGE_TYPES) of the file the item needs once performed before it can be billed:
   * the final periapical of an endodontic treatment or an implant, the final photograph of a crown or veneer.
   */
  documentacaoFinal: DocumentoFinal | null;
  /** Why the row reads as it does, for the dentist who reviews it (pt-BR). */
  observacao: string;
}

/** The image types a final documentation may be (names of cadastros/demonstracao.ts IMAGE_TYPES). */
export const DOCUMENTOS_FINAIS = ['Radiografia periapical', 'Fotografia intraoral'] as const;
export type DocumentoFinal = (typeof DOCUMENTOS_FINAIS)[number];

export const RULES_CSV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'regras-procedimentos.csv',
);

const SITIOS: readonly Sitio[] = ['boca', 'arcada', 'hemiarcada', 'sextante', 'dente', 'faces', 'raiz'];
const DENTICOES: readonly Denticao[] = ['permanente', 'decidua', 'ambas'];
const PRESENCAS: readonly PresencaDente[] = ['presente', 'ausente', 'indiferente'];
const CLASSES: readonly ClasseCanais[] = ['uni', 'bi', 'multi'];
const TIPOS: readonly TipoDente[] = ['anterior', 'posterior', 'molar'];
const REQUISITOS: readonly Requisito[] = ['endodontia', 'arcada-desdentada'];
export const TOOTH_SITES: readonly Sitio[] = ['dente', 'faces', 'raiz'];

function oneOf<T extends string>(allowed: readonly T[], value: string, where: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`${where}: '${value}' is not one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** 'n' or 'min-max' (whole numbers), or null when empty. */
function range(value: string, where: string): { min: number; max: number } | null {
  if (value === '') return null;
  const match = /^(\d+)(?:-(\d+))?$/.exec(value);
  if (!match) throw new Error(`${where}: '${value}' is not a number or a range`);
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  if (max < min) throw new Error(`${where}: '${value}' ends before it starts`);
  return { min, max };
}

const list = (value: string) => (value === '' ? null : value.split('|'));

/** Reads and checks one row of the CSV; throws naming the code and column on a bad cell. */
export function parseRule(row: Record<string, string>): RegraProcedimento {
  const codigo = row.codigo ?? '';
  const at = (column: string) => `regras-procedimentos.csv, ${codigo}, ${column}`;
  const sitio = oneOf(SITIOS, row.sitio ?? '', at('sitio'));
  const toothSite = TOOTH_SITES.includes(sitio);
  const faces = range(row.faces ?? '', at('faces'));
  if (faces && sitio !== 'faces') throw new Error(`${at('faces')}: faces only for sitio 'faces'`);
  if (!faces && sitio === 'faces') throw new Error(`${at('faces')}: sitio 'faces' needs a number of faces`);
  const dente = row.dente ? oneOf(PRESENCAS, row.dente, at('dente')) : null;
  if (toothSite !== (dente !== null)) throw new Error(`${at('dente')}: filled exactly for the tooth sites`);
  const intervalo = range(row.intervalo_dias ?? '', at('intervalo_dias'));
  const tipoDente = row.tipo_dente ? oneOf(TIPOS, row.tipo_dente, at('tipo_dente')) : null;
  if (tipoDente && !toothSite)
    throw new Error(`${at('tipo_dente')}: a kind of tooth only for the tooth sites`);
  const requer = row.requer ? oneOf(REQUISITOS, row.requer, at('requer')) : null;
  if ((requer === 'endodontia') !== (requer !== null && toothSite)) {
    throw new Error(`${at('requer')}: 'endodontia' for the tooth sites, 'arcada-desdentada' for an arch`);
  }
  if (requer === 'arcada-desdentada' && sitio !== 'arcada') {
    throw new Error(`${at('requer')}: 'arcada-desdentada' only for sitio 'arcada'`);
  }
  const raizes = range(row.raizes ?? '', at('raizes'));
  if (raizes && !toothSite) throw new Error(`${at('raizes')}: roots only for the tooth sites`);
  // '*': any region of Tabela 42 (a lesion, a wound, an image wherever it is).
  const regioes = row.regioes === '*' ? [...regionNames.keys()] : list(row.regioes ?? '');
  for (const code of regioes ?? []) {
    if (!regionNames.has(code)) throw new Error(`${at('regioes')}: '${code}' is not a Tabela 42 region`);
  }
  return {
    codigo,
    descricao: row.descricao ?? '',
    sitio,
    denticao: oneOf(DENTICOES, row.denticao ?? '', at('denticao')),
    faces,
    canais: list(row.canais ?? '')?.map((value) => oneOf(CLASSES, value, at('canais'))) ?? null,
    raizes,
    removeDente: oneOf(['sim', ''], row.remove_dente ?? '', at('remove_dente')) === 'sim',
    dente,
    tipoDente,
    requer,
    regioes,
    grupo: row.grupo || null,
    inclusoEm: row.incluso_em || null,
    intervaloDias: intervalo?.min ?? null,
    idade: range(row.idade ?? '', at('idade')),
    documentacaoFinal: row.documentacao_final
      ? oneOf(DOCUMENTOS_FINAIS, row.documentacao_final, at('documentacao_final'))
      : null,
    observacao: row.observacao ?? '',
  };
}

/** Every row of regras-procedimentos.csv, by TUSS code. */
export const procedureRules: ReadonlyMap<string, RegraProcedimento> = new Map(
  readCsvFile(RULES_CSV).map((row) => {
    const rule = parseRule(row);
    return [rule.codigo, rule];
  }),
);

/** The rules of a TUSS code, or undefined when the code is not in the table. */
export function ruleOf(codTuss: string): RegraProcedimento | undefined {
  return procedureRules.get(codTuss);
}
