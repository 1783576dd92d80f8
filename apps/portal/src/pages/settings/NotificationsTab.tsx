import { Button, Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import type { CurrentUser } from '@odonto/api';
import { dataOf } from '@odonto/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { saveIntoCurrentUser } from '../../data/account';
import { useSession } from '../../session/SessionProvider';
import { failedOutcome, OutcomeNotice } from './OutcomeNotice';

type Preferences = CurrentUser['notificacoes'];

/** Shown when the preferences could not be saved and the server gave no better reason. */
export const NOTIFICATIONS_SAVE_ERROR = 'Não foi possível salvar as preferências. Tente novamente.';
const NOTIFICATIONS_SAVED = 'Preferências de notificação salvas.';

const CHANNELS: ReadonlyArray<{ key: keyof Preferences; label: string }> = [
  { key: 'sms', label: 'SMS' },
  { key: 'email', label: 'E-mail' },
  { key: 'push', label: 'Notificações push' },
];

export interface NotificationsTabProps {
  /** The preferences the server holds. */
  initial: Preferences;
}

/** Notificações tab: the channels the dentist wants, saved on the server (docs/product-rules.md#d12). */
export function NotificationsTab({ initial }: NotificationsTabProps) {
  const { authApi } = useSession();
  const queryClient = useQueryClient();
  const [preferences, setPreferences] = useState<Preferences>(initial);
  const save = useMutation({
    mutationFn: (body: Preferences) => dataOf(authApi.PUT('/account/notification-preferences', { body })),
    onSuccess: (answer) => {
      setPreferences(answer.data);
      saveIntoCurrentUser(queryClient, { notificacoes: answer.data });
    },
  });
  const outcome = save.isSuccess
    ? { status: 'success' as const, message: save.data.message ?? NOTIFICATIONS_SAVED }
    : save.isError
      ? failedOutcome(save.error, NOTIFICATIONS_SAVE_ERROR)
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(preferences);
  }

  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-label="Preferências de notificação">
      <Fieldset.Root>
        <Fieldset.Legend>Como deseja receber avisos</Fieldset.Legend>
        <Stack gap="3" mt="3">
          {CHANNELS.map((channel) => (
            <Checkbox.Root
              key={channel.key}
              colorPalette="brand"
              checked={preferences[channel.key]}
              onCheckedChange={(details) =>
                setPreferences((current) => ({ ...current, [channel.key]: details.checked === true }))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{channel.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
      <OutcomeNotice outcome={outcome} onDismiss={() => save.reset()} />
      <Button
        type="submit"
        colorPalette="brand"
        alignSelf="start"
        loading={save.isPending}
        loadingText="Salvando..."
      >
        Salvar preferências
      </Button>
    </Stack>
  );
}
