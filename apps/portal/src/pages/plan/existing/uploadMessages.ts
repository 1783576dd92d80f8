import { type CallFailure, uploadErrorMessage } from '@odonto/api';
import type { PlanMessage } from './PlanMessages';

/** Every file was sent (docs/product-rules.md#error-catalogue). */
export const UPLOAD_SUCCESS = 'Arquivo(s) enviado(s) com sucesso!';
/** The upload broke in an unexpected way (docs/product-rules.md#error-catalogue). */
export const UPLOAD_UNEXPECTED = 'Erro ao enviar o(s) arquivo(s), por favor tente novamente.';

/** How one file's upload ended. */
export type FileOutcome =
  | { fileName: string; ok: true }
  | { fileName: string; ok: false; failure: CallFailure };

/** The messages of a finished upload: total success, or each failure plus, if any, the files that went. */
export function uploadMessages(outcomes: readonly FileOutcome[]): PlanMessage[] {
  const sent = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.fileName);
  const errors: PlanMessage[] = outcomes.flatMap((outcome) =>
    outcome.ok
      ? []
      : [{ status: 'error' as const, text: uploadErrorMessage(outcome.failure, outcome.fileName) }],
  );
  if (errors.length === 0) return [{ status: 'success', text: UPLOAD_SUCCESS }];
  if (sent.length === 0) return errors;
  // Partial success lists both outcomes.
  return [{ status: 'success', text: `Arquivo(s) enviado(s) com sucesso: ${sent.join(', ')}.` }, ...errors];
}
