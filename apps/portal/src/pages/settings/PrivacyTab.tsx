import { Button, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import type { CurrentUser } from '@odonto/api';
import { dataOf } from '@odonto/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { saveIntoCurrentUser } from '../../data/account';
import { downloadBlob } from '../../data/downloadBlob';
import { useSession } from '../../session/SessionProvider';
import { failedOutcome, type Outcome, OutcomeNotice } from './OutcomeNotice';

type Consent = CurrentUser['consentimento'];

/** Shown when the consent could not be saved and the server gave no better reason. */
export const CONSENT_SAVE_ERROR = 'Não foi possível registrar o consentimento. Tente novamente.';
/** Shown when the data export could not be downloaded and the server gave no better reason. */
export const EXPORT_ERROR = 'Não foi possível baixar seus dados. Tente novamente.';
const CONSENT_SAVED = 'Consentimento registrado.';
export const MY_DATA_FILE_NAME = 'meus-dados.json';

export interface PrivacyTabProps {
  /** The consent the server holds. */
  initial: Consent;
}

/** Privacidade tab: consent saved on the server and the LGPD export built by it (docs/product-rules.md#d12). */
export function PrivacyTab({ initial }: PrivacyTabProps) {
  const { authApi } = useSession();
  const queryClient = useQueryClient();
  const [consent, setConsent] = useState(initial.consentimento);
  // One message for both actions: the latest one's.
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const saveConsent = useMutation({
    mutationFn: (consentimento: boolean) =>
      dataOf(authApi.PUT('/account/consent', { body: { consentimento } })),
    onMutate: () => setOutcome(null),
    onSuccess: (answer) => {
      setConsent(answer.data.consentimento);
      saveIntoCurrentUser(queryClient, { consentimento: answer.data });
      setOutcome({ status: 'success', message: answer.message ?? CONSENT_SAVED });
    },
    onError: (error) => setOutcome(failedOutcome(error, CONSENT_SAVE_ERROR)),
  });

  const download = useMutation({
    mutationFn: () => dataOf(authApi.GET('/account/meus-dados', { parseAs: 'blob' })),
    onMutate: () => setOutcome(null),
    onSuccess: (file) => downloadBlob(file, MY_DATA_FILE_NAME),
    onError: (error) => setOutcome(failedOutcome(error, EXPORT_ERROR)),
  });

  function save(event: FormEvent) {
    event.preventDefault();
    saveConsent.mutate(consent);
  }

  return (
    <Stack gap="6" maxW="2xl">
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
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
          loading={saveConsent.isPending}
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
          onClick={() => download.mutate()}
          loading={download.isPending}
          loadingText="Baixando..."
        >
          Baixar meus dados
        </Button>
      </Stack>
    </Stack>
  );
}
