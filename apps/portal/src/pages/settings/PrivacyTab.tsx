import { Button, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { type CurrentUser, failureFromError, failureFromResult, genericErrorMessage } from '@odonto/api';
import { Notice } from '@odonto/ui';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { downloadBlob } from './downloadBlob';

type Consent = CurrentUser['consentimento'];

/** Shown when the consent could not be saved and the server gave no better reason. */
export const CONSENT_SAVE_ERROR = 'Não foi possível registrar o consentimento. Tente novamente.';
/** Shown when the data export could not be downloaded and the server gave no better reason. */
export const EXPORT_ERROR = 'Não foi possível baixar seus dados. Tente novamente.';
const CONSENT_SAVED = 'Consentimento registrado.';
export const MY_DATA_FILE_NAME = 'meus-dados.json';

type Outcome = { status: 'success' | 'error'; message: string };

export interface PrivacyTabProps {
  /** The consent the server holds. */
  initial: Consent;
  /** Called with what the server saved. */
  onSaved: (saved: Consent) => void;
}

/** Privacidade tab: consent saved on the server and the LGPD export built by it (decisions.md 12). */
export function PrivacyTab({ initial, onSaved }: PrivacyTabProps) {
  const { authApi } = useSession();
  const [consent, setConsent] = useState(initial.consentimento);
  const [saving, setSaving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const fail = (message: string) => setOutcome({ status: 'error', message });

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      const result = await authApi.PUT('/account/consent', { body: { consentimento: consent } });
      if (result.data) {
        setConsent(result.data.data.consentimento);
        onSaved(result.data.data);
        setOutcome({ status: 'success', message: result.data.message ?? CONSENT_SAVED });
      } else fail(genericErrorMessage(failureFromResult(result), CONSENT_SAVE_ERROR));
    } catch (thrown) {
      fail(genericErrorMessage(failureFromError(thrown), CONSENT_SAVE_ERROR));
    } finally {
      setSaving(false);
    }
  }

  async function download() {
    setDownloading(true);
    setOutcome(null);
    try {
      const result = await authApi.GET('/account/meus-dados', { parseAs: 'blob' });
      if (result.data) downloadBlob(result.data, MY_DATA_FILE_NAME);
      else fail(genericErrorMessage(failureFromResult(result), EXPORT_ERROR));
    } catch (thrown) {
      fail(genericErrorMessage(failureFromError(thrown), EXPORT_ERROR));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="6" maxW="2xl">
      {outcome ? (
        <Notice
          status={outcome.status}
          onDismiss={() => setOutcome(null)}
          autoDismiss={outcome.status === 'success'}
        >
          {outcome.message}
        </Notice>
      ) : null}
      <Stack as="form" gap="4" onSubmit={save} aria-label="Consentimento">
        <Checkbox.Root
          colorPalette="brand"
          alignItems="start"
          checked={consent}
          onCheckedChange={(details) => setConsent(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            Concordo com o uso dos meus dados para o atendimento e para a comunicação com a operadora.
          </Checkbox.Label>
        </Checkbox.Root>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={saving}
          loadingText="Salvando..."
        >
          Salvar consentimento
        </Button>
      </Stack>
      <Stack gap="2" align="start">
        <Heading as="h2" size="md">
          Meus dados
        </Heading>
        <Text color="fg.muted">
          Baixe tudo o que guardamos sobre você, no arquivo {MY_DATA_FILE_NAME} (LGPD, art. 18).
        </Text>
        <Button
          variant="outline"
          onClick={() => void download()}
          loading={downloading}
          loadingText="Baixando..."
        >
          Baixar meus dados
        </Button>
      </Stack>
    </Stack>
  );
}
