import type { Glosa, PrazoDeRecurso } from '@odonto/api';
import { type FaixaPrazo, faixaDosDias, formatDate, RESPOSTA_DO_RECURSO_LABELS } from '@odonto/ui';

/** The glosa's TISS table 38 code and its official text: '3067 – RADIOGRAFIA FINAL NÃO ENVIADA'. */
export const motivoLabel = (glosa: Pick<Glosa, 'codigoGlosa' | 'descricaoGlosa'>) =>
  `${glosa.codigoGlosa} – ${glosa.descricaoGlosa}`;

/** The glosa as the dialogs name it: 'Tratamento endodôntico unirradicular · Dente 11'. */
export const glosaNome = (glosa: Pick<Glosa, 'procedureName' | 'local'>) =>
  `${glosa.procedureName} · ${glosa.local}`;

/** A count of days in pt-BR: '1 dia', '17 dias'. */
const dias = (count: number) => (count === 1 ? '1 dia' : `${count} dias`);

/**
 * The deadline of an open round: 'Prazo: 14/12/2026 (17 dias)', '(último dia)' on it (the server counts the
 * calendar days from today: 0 on the last day); null when no round is open.
 */
export function prazoLabel(recurso: PrazoDeRecurso): string | null {
  if (!recurso.permitido || recurso.prazo === null) return null;
  const restantes =
    recurso.diasRestantes === null
      ? ''
      : recurso.diasRestantes === 0
        ? ' (último dia)'
        : ` (${dias(recurso.diasRestantes)})`;
  return `Prazo: ${formatDate(recurso.prazo)}${restantes}`;
}

/** The band of an open round's deadline, for its colour (no band without a count). */
export const prazoFaixa = (recurso: PrazoDeRecurso): FaixaPrazo =>
  recurso.diasRestantes === null ? 'no-prazo' : faixaDosDias(recurso.diasRestantes);

/** The operator's decisions on an appealed glosa, as the dentist reads them (shared with the console). */
export const DECISAO_LABELS = RESPOSTA_DO_RECURSO_LABELS;
