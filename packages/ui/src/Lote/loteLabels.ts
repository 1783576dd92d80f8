import type { LoteResumo, LoteStatus } from '@odonto/contract';
import { formatMomentDate } from '../format';

/** The month of a batch (AAAA-MM) as people write it: '11/2026'. */
export function competenciaLabel(competencia: string): string {
  const [year, month] = competencia.split('-');
  return year && month ? `${month}/${year}` : competencia;
}

/** When the batch reached `status` (its dated step), or null when it did not (yet). */
export const passoEm = (lote: Pick<LoteResumo, 'passos'>, status: LoteStatus): string | null =>
  lote.passos.find((passo) => passo.status === status)?.em ?? null;

/** The day the batch was sent to the operator, in Brasília: '05/11/2026'; '—' before it was sent. */
export const enviadoEmLabel = (lote: Pick<LoteResumo, 'passos'>): string =>
  formatMomentDate(passoEm(lote, 'Enviado'), '—');
