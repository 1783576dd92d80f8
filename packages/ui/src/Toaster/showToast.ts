export type ToastStatus = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  status: ToastStatus;
  /** The bold first line, pt-BR. */
  title: string;
  /** The detail under it, pt-BR. */
  description?: string;
}

const firstToastListeners = new Set<() => void>();
let raised = false;

/**
 * Shows a toast (toaster.ts says how long it stays). The toaster's store loads with the first toast, not
 * with every signed-in screen, whose first load is budgeted (docs/architecture.md#size-reference-points).
 */
export function showToast(message: ToastMessage): void {
  if (!raised) {
    raised = true;
    for (const listener of firstToastListeners) listener();
  }
  void import('./toaster').then(({ createToast }) => createToast(message));
}

/** Whether a toast was raised already (the Toaster draws nothing before). */
export const anyToastRaised = (): boolean => raised;

/** Calls `listener` when the first toast is raised; returns the function that stops listening. */
export function onFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => {
    firstToastListeners.delete(listener);
  };
}
