import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvFile } from '../../plataforma/csv';

/*
 * The TUSS codes of dental urgency, one list for the deadlines (answered at once) and for eligibility
 * (owed after 24 hours of carência). Kept in codigos-urgencia.csv, with the reason on each row.
 */

export const URGENCY_CODES_CSV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'codigos-urgencia.csv',
);

/** The TUSS codes of urgency consultations. */
export const CODIGOS_DE_URGENCIA: ReadonlySet<string> = new Set(
  readCsvFile(URGENCY_CODES_CSV).map((row) => row.codigo ?? ''),
);

/** Whether a TUSS code is an urgency: answered at once, owed after 24 hours of carência. */
export function ehUrgencia(tuss: string): boolean {
  return CODIGOS_DE_URGENCIA.has(tuss);
}

export const URGENCY_PROCEDURES_CSV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'procedimentos-de-urgencia.csv',
);

/**
 * The procedures of urgency care of the ANS dental segment (haemorrhage, abscess drainage, acute toothache
 * dressing and pulpectomy, dry socket, splinting, replanting, fragment bonding, recementing): in a plan of
 * type 4, urgência/emergência (one holding an urgency consultation), they are urgency too.
 */
export const PROCEDIMENTOS_DE_URGENCIA: ReadonlySet<string> = new Set(
  readCsvFile(URGENCY_PROCEDURES_CSV).map((row) => row.codigo ?? ''),
);

/** Whether an item is urgency care: an urgency consultation, or an urgency procedure in a plan of type 4. */
export function ehAtendimentoDeUrgencia(tuss: string, planoDeUrgencia: boolean): boolean {
  return ehUrgencia(tuss) || (planoDeUrgencia && PROCEDIMENTOS_DE_URGENCIA.has(tuss));
}
