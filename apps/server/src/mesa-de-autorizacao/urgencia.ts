import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvFile } from '../plataforma/csv';

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
