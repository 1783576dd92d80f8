import { FP } from '@odonto/ui';

export interface SubmitButtonProps {
  label: string;
  /** The text while the call runs. */
  busyLabel: string;
  /** The call runs: the button says so and does nothing, yet keeps the focus of whoever pressed it. */
  busy: boolean;
  /** Nothing to send (no token, or the screen is about to leave). */
  disabled?: boolean;
}

/**
 * The submit button of the access screens. While busy it is aria-disabled rather than disabled: a
 * disabled button drops the keyboard focus to the page, and the dentist would have to find the form again.
 * Chakra's brand button as a plain element with its classes (@odonto/ui's first-paint styles).
 */
export function SubmitButton({ label, busyLabel, busy, disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" className={FP.submitButton} disabled={disabled} aria-disabled={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
