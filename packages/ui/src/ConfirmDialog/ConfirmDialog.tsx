import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

export interface ConfirmDialogProps {
  /** Whether the dialog is showing. */
  open: boolean;
  /** Question in the heading, e.g. 'Remover procedimento?'. */
  title: string;
  /** What will happen, in one or two sentences. */
  message: string;
  /** Text of the confirming button. */
  confirmLabel?: string;
  /** Text of the cancelling button. */
  cancelLabel?: string;
  /** Paints the confirming button red, for actions that destroy something. */
  destructive?: boolean;
  /** The confirmed action is running: buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user cancels: button, Escape or a click outside. */
  onCancel: () => void;
}

/**
 * Asks the user to confirm an action (role alertdialog). Focus starts on the cancelling button, the
 * least harmful choice, and returns to where it was when the dialog closes.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy || undefined}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" disabled={busy} onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                loading={busy}
                loadingText={confirmLabel}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
