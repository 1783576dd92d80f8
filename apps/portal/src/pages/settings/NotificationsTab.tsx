import { Button, Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { type CurrentUser, failureFromError, failureFromResult, genericErrorMessage } from '@odonto/api';
import { Notice } from '@odonto/ui';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../session/SessionProvider';

type Preferences = CurrentUser['notificacoes'];

/** Shown when the preferences could not be saved and the server gave no better reason. */
export const NOTIFICATIONS_SAVE_ERROR = 'Não foi possível salvar as preferências. Tente novamente.';
const NOTIFICATIONS_SAVED = 'Preferências de notificação salvas.';

const CHANNELS: ReadonlyArray<{ key: keyof Preferences; label: string }> = [
  { key: 'sms', label: 'SMS' },
  { key: 'email', label: 'E-mail' },
  { key: 'push', label: 'Notificações push' },
];

type Outcome = { status: 'success' | 'error'; message: string };

export interface NotificationsTabProps {
  /** The preferences the server holds. */
  initial: Preferences;
  /** Called with what the server saved. */
  onSaved: (saved: Preferences) => void;
}

/** Notificações tab: the channels the dentist wants, saved on the server (decisions.md 12). */
export function NotificationsTab({ initial, onSaved }: NotificationsTabProps) {
  const { authApi } = useSession();
  const [preferences, setPreferences] = useState<Preferences>(initial);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      const result = await authApi.PUT('/account/notification-preferences', { body: preferences });
      if (result.data) {
        setPreferences(result.data.data);
        onSaved(result.data.data);
        setOutcome({ status: 'success', message: result.data.message ?? NOTIFICATIONS_SAVED });
      } else
        setOutcome({
          status: 'error',
          message: genericErrorMessage(failureFromResult(result), NOTIFICATIONS_SAVE_ERROR),
        });
    } catch (thrown) {
      setOutcome({
        status: 'error',
        message: genericErrorMessage(failureFromError(thrown), NOTIFICATIONS_SAVE_ERROR),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack as="form" gap="4" onSubmit={save} aria-label="Preferências de notificação">
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
      {outcome ? (
        <Notice
          status={outcome.status}
          onDismiss={() => setOutcome(null)}
          autoDismiss={outcome.status === 'success'}
        >
          {outcome.message}
        </Notice>
      ) : null}
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={saving} loadingText="Salvando...">
        Salvar preferências
      </Button>
    </Stack>
  );
}
