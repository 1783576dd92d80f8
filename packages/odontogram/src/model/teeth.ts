/** Dentition a tooth belongs to. */
export type Dentition = 'permanent' | 'deciduous';
/** Upper (maxillary) or lower (mandibular) arch. */
export type Arch = 'upper' | 'lower';
/** The patient's side, not the viewer's. */
export type Side = 'right' | 'left';
/** Anterior teeth are incisors and canines; posterior are premolars and molars. */
export type Region = 'anterior' | 'posterior';
/** 'supernumerary': the TISS x9 codes (dm_dente), drawn at the distal end of their hemi-arch. */
export type ToothType = 'incisor' | 'canine' | 'premolar' | 'molar' | 'supernumerary';

/** FDI quadrant: 1-4 permanent, 5-8 deciduous. */
export type Quadrant = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** FDI two-digit tooth number (11-48 permanent, 51-85 deciduous; x9 supernumerary, e.g. 19, 59). */
export type ToothNumber = number;

export interface Tooth {
  /** FDI number, e.g. 16. */
  readonly number: ToothNumber;
  readonly quadrant: Quadrant;
  /** Position in the quadrant counted from the midline (1 = central incisor). */
  readonly position: number;
  readonly dentition: Dentition;
  readonly arch: Arch;
  readonly side: Side;
  readonly region: Region;
  readonly type: ToothType;
  /** TISS (TUSS table 28) description, e.g. 'Primeiro Molar Superior Direito'. */
  readonly name: string;
  /** One of the TISS supernumerary codes 19, 29, 39, 49 (permanent) and 59, 69, 79, 89 (deciduous). */
  readonly supernumerary: boolean;
}

const PERMANENT_TYPES: readonly ToothType[] = [
  'incisor',
  'incisor',
  'canine',
  'premolar',
  'premolar',
  'molar',
  'molar',
  'molar',
];
const DECIDUOUS_TYPES: readonly ToothType[] = ['incisor', 'incisor', 'canine', 'molar', 'molar'];

const PERMANENT_NAMES = [
  'Incisivo Central',
  'Incisivo Lateral',
  'Canino',
  'Primeiro Pré-molar',
  'Segundo Pré-molar',
  'Primeiro Molar',
  'Segundo Molar',
  'Terceiro Molar',
];
const DECIDUOUS_NAMES = ['Incisivo Central', 'Incisivo Lateral', 'Canino', 'Primeiro Molar', 'Segundo Molar'];

function buildTooth(quadrant: Quadrant, position: number): Tooth {
  const dentition: Dentition = quadrant <= 4 ? 'permanent' : 'deciduous';
  const local = ((quadrant - 1) % 4) + 1;
  const arch: Arch = local <= 2 ? 'upper' : 'lower';
  const side: Side = local === 1 || local === 4 ? 'right' : 'left';
  const types = dentition === 'permanent' ? PERMANENT_TYPES : DECIDUOUS_TYPES;
  const names = dentition === 'permanent' ? PERMANENT_NAMES : DECIDUOUS_NAMES;
  const supernumerary = position === 9;
  const type = supernumerary ? 'supernumerary' : (types[position - 1] ?? 'molar');
  const deciduous = dentition === 'deciduous' ? 'Decíduo' : undefined;
  const name = [
    supernumerary ? 'Dente' : names[position - 1],
    supernumerary ? (deciduous ?? 'Permanente') : deciduous,
    supernumerary ? 'Supranumerário em Hemi-arco' : undefined,
    arch === 'upper' ? 'Superior' : 'Inferior',
    side === 'right' ? 'Direito' : 'Esquerdo',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    number: quadrant * 10 + position,
    quadrant,
    position,
    dentition,
    arch,
    side,
    region: type === 'incisor' || type === 'canine' ? 'anterior' : 'posterior',
    type,
    name,
    supernumerary,
  };
}

function quadrantTeeth(quadrant: Quadrant): Tooth[] {
  const count = quadrant <= 4 ? 8 : 5;
  return Array.from({ length: count }, (_, index) => buildTooth(quadrant, index + 1));
}

const QUADRANTS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Every regular tooth of the FDI chart, permanent first, by quadrant then position (no supernumerary). */
export const TEETH: readonly Tooth[] = QUADRANTS.flatMap(quadrantTeeth);

/** The eight supernumerary codes of TISS dm_dente, one per hemi-arch and dentition: 19, 29, …, 89. */
export const SUPERNUMERARY_TEETH: readonly Tooth[] = QUADRANTS.map((quadrant) => buildTooth(quadrant, 9));

const BY_NUMBER = new Map([...TEETH, ...SUPERNUMERARY_TEETH].map((tooth) => [tooth.number, tooth]));

/** Whether the number is a tooth code of TISS dm_dente: a regular FDI tooth or a supernumerary x9 code. */
export function isToothNumber(value: unknown): value is ToothNumber {
  return typeof value === 'number' && BY_NUMBER.has(value);
}

/** The tooth with this FDI number, or undefined. */
export function findTooth(number: ToothNumber): Tooth | undefined {
  return BY_NUMBER.get(number);
}

/** The tooth with this FDI number; throws on an unknown number. */
export function getTooth(number: ToothNumber): Tooth {
  const tooth = BY_NUMBER.get(number);
  if (!tooth) throw new RangeError(`Dente inexistente na numeração FDI: ${number}`);
  return tooth;
}

/** Regular teeth of one dentition in FDI order (supernumerary ones are in SUPERNUMERARY_TEETH). */
export function teethOf(dentition: Dentition): Tooth[] {
  return TEETH.filter((tooth) => tooth.dentition === dentition);
}
