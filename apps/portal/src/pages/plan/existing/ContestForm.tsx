import { Button, chakra, HStack } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type PlanoTratamentoItem } from '@odonto/api';
import { Notice } from '@odonto/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { contestItem } from '../../../data/plans';
import { useSession } from '../../../session/SessionProvider';
import { RequiredTextarea, useRequiredText } from '../RequiredTextarea';
import { itemTitle } from './itemLabels';

/** The longest text the server takes (openapi Contestacao.texto). */
export const CONTEST_MAX_LENGTH = 2000;
export const CONTEST_OPEN = 'Contestar negativa (junta odontológica)';
export const CONTEST_REQUIRED = 'Escreva por que discorda da negativa.';
export const CONTEST_ERROR = 'Não foi possível enviar a contestação. Tente novamente.';
export const CONTEST_SUCCESS = 'Contestação enviada. O procedimento aguarda a junta odontológica.';

export interface ContestFormProps {
  /** The denied item. */
  item: PlanoTratamentoItem;
  /** After the server took the contest (with its message): the plan is reloaded. */
  onContested: (message: string) => Promise<void>;
}

/**
 * 'Contestar negativa (junta odontológica)' (RN 424/2017): opens a form for the dentist's disagreement; sent,
 * the item goes to 'Em Junta' until the operator records the junta's outcome.
 */
export function ContestForm({ item, onContested }: ContestFormProps) {
  const { dentistApi } = useSession();
  const [open, setOpen] = useState(false);
  const texto = useRequiredText();
  const { ref } = texto;
  const opener = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  const contest = useMutation({
    mutationFn: () => contestItem(dentistApi, item.idProcedimentoItem, texto.value.trim()),
    onSuccess: (message) => onContested(message || CONTEST_SUCCESS),
  });
  // The form opens where the button was: the text field takes the focus, and gives it back on 'Cancelar'.
  useEffect(() => {
    if (open) ref.current?.focus();
    else if (opened.current) opener.current?.focus();
  }, [open, ref]);

  if (!open) {
    return (
      <Button
        variant="outline"
        colorPalette="brand"
        alignSelf="start"
        ref={opener}
        aria-expanded={false}
        onClick={() => {
          opened.current = true;
          setOpen(true);
        }}
      >
        {CONTEST_OPEN}
      </Button>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (texto.check()) contest.mutate();
  }
  const error = contest.error ? genericErrorMessage(failureOf(contest.error), CONTEST_ERROR) : null;

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={submit}
      noValidate
      aria-label={`Contestação: ${itemTitle(item)}`}
    >
      <RequiredTextarea
        label="Motivo da contestação"
        text={texto}
        maxLength={CONTEST_MAX_LENGTH}
        rows={4}
        helperText="Vai para a junta odontológica (RN 424/2017), que decide o procedimento."
        errorText={CONTEST_REQUIRED}
      />
      {error ? <Notice status="error">{error}</Notice> : null}
      <HStack gap="3" wrap="wrap">
        <Button
          type="submit"
          colorPalette="brand"
          loading={contest.isPending}
          loadingText="Enviando contestação..."
        >
          Enviar contestação
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={contest.isPending}
          onClick={() => {
            texto.reset();
            setOpen(false);
          }}
        >
          Cancelar
        </Button>
      </HStack>
    </chakra.form>
  );
}
