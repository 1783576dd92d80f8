import type { Face, RegionCode, ToothNumber } from '@odonto/odontogram';

/**
 * What the picker holds while the dentist chooses, as a draft keeps it (issue #34): the procedure's id, the
 * place on the chart and the justification typed so far.
 */
export interface PickerChoice {
  procedureId: string | null;
  tooth: ToothNumber | null;
  faces: readonly Face[];
  root: boolean;
  region: RegionCode | null;
  justificativa: string;
}

export const EMPTY_CHOICE: PickerChoice = {
  procedureId: null,
  tooth: null,
  faces: [],
  root: false,
  region: null,
  justificativa: '',
};

/** Nothing chosen nor typed: no draft to keep. */
export const isEmptyChoice = (choice: PickerChoice): boolean =>
  choice.procedureId === null &&
  choice.tooth === null &&
  choice.region === null &&
  choice.justificativa.trim() === '';

// The chart's faces and Tabela 42 regions, checked here by type rather than imported: the odontogram's code
// stays out of the screens that read a draft before the picker loads.
const FACES: Record<Face, true> = { M: true, I: true, O: true, D: true, V: true, P: true, L: true };
const REGIONS: Record<RegionCode, true> = {
  AS: true,
  AI: true,
  HASD: true,
  HASE: true,
  HAIE: true,
  HAID: true,
  S1: true,
  S2: true,
  S3: true,
  S4: true,
  S5: true,
  S6: true,
};

const isFace = (value: unknown): value is Face => typeof value === 'string' && Object.hasOwn(FACES, value);

const isRegionCode = (value: unknown): value is RegionCode =>
  typeof value === 'string' && Object.hasOwn(REGIONS, value);

/** An FDI tooth number (permanent, deciduous or supernumerary); the chart ignores one it does not draw. */
const isToothNumber = (value: unknown): value is ToothNumber =>
  typeof value === 'number' && Number.isInteger(value) && value >= 11 && value <= 99 && value % 10 !== 0;

/** A stored choice read back, or null when it is not one (another version's shape, a value edited by hand). */
export function parsePickerChoice(value: unknown): PickerChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { procedureId, tooth, faces, root, region, justificativa } = value as Record<string, unknown>;
  if (procedureId !== null && typeof procedureId !== 'string') return null;
  if (tooth !== null && !isToothNumber(tooth)) return null;
  if (!Array.isArray(faces) || !faces.every(isFace)) return null;
  if (typeof root !== 'boolean' || typeof justificativa !== 'string') return null;
  if (region !== null && !isRegionCode(region)) return null;
  return { procedureId, tooth, faces, root, region, justificativa };
}
