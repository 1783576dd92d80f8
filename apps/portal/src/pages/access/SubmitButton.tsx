import { Button } from '@chakra-ui/react';

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
 */
export function SubmitButton({ label, busyLabel, busy, disabled = false }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      w="full"
      disabled={disabled}
      aria-disabled={busy || undefined}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
