import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { failureOf, genericErrorMessage } from '@odonto/api';
import { Notice, PanelSection } from '@odonto/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { cancelPlan } from '../../../data/plans';
import { useSession } from '../../../session/SessionProvider';
import { RequiredTextarea, useRequiredText } from '../RequiredTextarea';
import type { PlanMessage } from './PlanMessages';

/** The longest reason the server takes (openapi CancelamentoPlano.motivo). */
export const CANCEL_REASON_MAX_LENGTH = 500;
export const CANCEL_REASON_REQUIRED = 'Informe o motivo do cancelamento.';
export const CANCEL_ERROR = 'Não foi possível cancelar o plano de tratamento. Tente novamente.';
export const CANCEL_SUCCESS = 'Plano de tratamento cancelado.';
/** What cancelling does, said before it is confirmed: it cannot be undone. */
export const CANCEL_WARNING =
  'O cancelamento não pode ser desfeito: os procedimentos do plano saem da análise da auditoria e não mudam mais de status.';

export interface PlanCancelSectionProps {
  planId: number;
  /** After the server cancelled the plan: reports its message and reloads the plan. */
  onCancelled: (message: PlanMessage) => Promise<void>;
}

/**
 * 'Cancelar plano de tratamento' (at the beneficiary's request, say): a button that opens the reason and the
 * confirmation, since the cancellation is for good.
 */
export function PlanCancelSection({ planId, onCancelled }: PlanCancelSectionProps) {
  const { dentistApi } = useSession();
  const [open, setOpen] = useState(false);
  const motivo = useRequiredText();
  const openerRef = useRef<HTMLButtonElement>(null);
  const cancel = useMutation({
    mutationFn: () => cancelPlan(dentistApi, planId, motivo.value.trim()),
    onSuccess: (message) => onCancelled({ status: 'success', text: message || CANCEL_SUCCESS }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (motivo.check()) cancel.mutate();
  }

  function close() {
    setOpen(false);
    motivo.reset();
    cancel.reset();
    // Back to the button that opened the form, which comes back in its place.
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  if (!open) {
    return (
      <HStack justify="end">
        <Button
          ref={openerRef}
          variant="outline"
          colorPalette="red"
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => motivo.ref.current?.focus());
          }}
        >
          Cancelar plano de tratamento
        </Button>
      </HStack>
    );
  }
  const error = cancel.error ? genericErrorMessage(failureOf(cancel.error), CANCEL_ERROR) : null;
  return (
    <PanelSection title="Cancelar plano de tratamento">
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="4"
        onSubmit={submit}
        noValidate
        aria-label="Cancelamento do plano de tratamento"
      >
        <Text>{CANCEL_WARNING}</Text>
        <RequiredTextarea
          label="Motivo do cancelamento"
          text={motivo}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          rows={3}
          errorText={CANCEL_REASON_REQUIRED}
        />
        {error ? <Notice status="error">{error}</Notice> : null}
        <HStack gap="3" wrap="wrap">
          <Button
            type="submit"
            colorPalette="red"
            loading={cancel.isPending}
            loadingText="Cancelando o plano..."
          >
            Confirmar cancelamento
          </Button>
          <Button variant="outline" onClick={close} disabled={cancel.isPending}>
            Voltar
          </Button>
        </HStack>
      </chakra.form>
    </PanelSection>
  );
}
