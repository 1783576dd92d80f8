import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ehUrgencia } from '../ciclo-de-vida/prazos/urgencia';
import { readCsvFile } from '../plataforma/csv';

/*
 * Items the desk authorizes without an auditor. Urgency always: its answer is owed at once (RN 566/2022)
 * and is reviewed afterwards. A low-complexity procedure (autorizacao-automatica.csv) only when the rules
 * engine predicts no glosa for it (its frequency limits, age, dentition and site rules become predicted
 * glosas, so "within the limits" is "nothing predicted") and the dentist wrote no justification: a
 * justification means the dentist expects a question, and a person should read it.
 */

export const AUTOMATIC_CSV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'autorizacao-automatica.csv',
);

/** The TUSS codes authorized at once when nothing is predicted and nothing is justified. */
export const CODIGOS_DE_BAIXA_COMPLEXIDADE: ReadonlySet<string> = new Set(
  readCsvFile(AUTOMATIC_CSV).map((row) => row.codigo ?? ''),
);

export type DecisaoAutomatica = 'urgencia' | 'baixa-complexidade';

export interface ItemParaDecisaoAutomatica {
  tuss: string;
  glosasPrevistas: readonly unknown[];
  justificativa: string | null;
}

/** Why an item is authorized without an auditor, or null when an auditor must decide. */
export function decisaoAutomatica(item: ItemParaDecisaoAutomatica): DecisaoAutomatica | null {
  if (ehUrgencia(item.tuss)) return 'urgencia';
  const justified = item.justificativa !== null && item.justificativa.trim() !== '';
  if (CODIGOS_DE_BAIXA_COMPLEXIDADE.has(item.tuss) && item.glosasPrevistas.length === 0 && !justified) {
    return 'baixa-complexidade';
  }
  return null;
}
