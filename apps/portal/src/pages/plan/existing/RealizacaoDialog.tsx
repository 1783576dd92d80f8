import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { TextField } from '@odonto/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { dataRealizacaoError, todayInSaoPaulo } from './realizacao';

export interface RealizacaoDialogProps {
  /** Whether the dialog is showing. */
  open: boolean;
  /** How many authorised items are being registered. */
  count: number;
  /** The registration is being sent: the buttons wait and the dialog stays. */
  busy: boolean;
  /** The server's reason against the date (its field error on `dataRealizacao`), shown under the field. */
  serverError?: string;
  /** Called with the performance date (yyyy-MM-dd) once it is valid. */
  onConfirm: (dataRealizacao: string) => void;
  /** Called when the dentist gives up: button, Escape or a click outside. */
  onCancel: () => void;
  /** Called when the date changes (the server's reason no longer applies). */
  onEdit?: () => void;
}

/**
 * 'Registrar realização': the day the selected authorised items were performed (today in Brasília by
 * default, never after it), before they go into the open billing batch (docs/product-rules.md#d10).
 */
export function RealizacaoDialog({
  open,
  count,
  busy,
  serverError,
  onConfirm,
  onCancel,
  onEdit,
}: RealizacaoDialogProps) {
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [today, setToday] = useState(todayInSaoPaulo);
  const [value, setValue] = useState(today);
  const [error, setError] = useState<string | null>(null);
  // A new opening starts again from today.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const now = todayInSaoPaulo();
      setToday(now);
      setValue(now);
      setError(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = dataRealizacaoError(value, today);
    setError(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    onConfirm(value);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      initialFocusEl={() => inputRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy || undefined}>
            <Dialog.Header>
              <Dialog.Title>Registrar realização</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={submit} noValidate>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text>
                      {count === 1
                        ? 'O procedimento autorizado selecionado passa a realizado e entra no lote de faturamento aberto.'
                        : `Os ${count} procedimentos autorizados selecionados passam a realizados e entram no lote de faturamento aberto.`}
                    </Text>
                  </Dialog.Description>
                  <TextField
                    ref={inputRef}
                    type="date"
                    name="dataRealizacao"
                    label="Data de realização"
                    required
                    max={today}
                    value={value}
                    readOnly={busy}
                    onChange={(event) => {
                      setValue(event.currentTarget.value);
                      setError(null);
                      onEdit?.();
                    }}
                    errorText={error ?? serverError}
                  />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={onCancel}>
                Cancelar
              </Button>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={busy}
                loadingText="Registrando..."
              >
                Registrar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
