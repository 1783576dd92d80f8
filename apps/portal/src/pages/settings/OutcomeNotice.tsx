import { failureOf, genericErrorMessage } from '@odonto/api';
import { Notice } from '@odonto/ui';

/** How a save or download of a settings tab ended. */
export interface Outcome {
  status: 'success' | 'error';
  message: string;
}

/** The outcome of a call that failed: the server's reason, else `fallback`. */
export const failedOutcome = (error: unknown, fallback: string): Outcome => ({
  status: 'error',
  message: genericErrorMessage(failureOf(error), fallback),
});

/** A tab's outcome message; a success clears itself, an error stays until closed. */
export function OutcomeNotice({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  if (!outcome) return null;
  return (
    <Notice status={outcome.status} onDismiss={onDismiss} autoDismiss={outcome.status === 'success'}>
      {outcome.message}
    </Notice>
  );
}
