import { Button, Heading, Stack } from '@chakra-ui/react';
import { type CurrentUser, failureFromError, failureFromResult, genericErrorMessage } from '@odonto/api';
import { formatCnpj, LoadingState, Notice, StatusTabs } from '@odonto/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { NotificationsTab } from './NotificationsTab';
import { PasswordTab } from './PasswordTab';
import { PrivacyTab } from './PrivacyTab';
import { ReadOnlyFields } from './ReadOnlyFields';
import { SETTINGS_TABS, type SettingsTab, settingsTabFrom } from './settingsTabs';

/** Shown when the settings cannot be loaded and the server gave no better reason. */
export const SETTINGS_LOAD_ERROR = 'Não foi possível carregar suas configurações. Tente novamente.';

type SettingsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; user: CurrentUser };

function TabContent({
  tab,
  user,
  onUserChange,
}: {
  tab: SettingsTab;
  user: CurrentUser;
  onUserChange: (user: CurrentUser) => void;
}) {
  switch (tab) {
    case 'usuario':
      return (
        <ReadOnlyFields
          fields={[
            { label: 'Nome', value: user.nome },
            { label: 'E-mail', value: user.email },
            { label: 'Telefone', value: user.telefone },
          ]}
        />
      );
    case 'senha':
      return <PasswordTab />;
    case 'notificacoes':
      return (
        <NotificationsTab
          initial={user.notificacoes}
          onSaved={(notificacoes) => onUserChange({ ...user, notificacoes })}
        />
      );
    case 'clinica':
      return (
        <ReadOnlyFields
          fields={[
            { label: 'Nome', value: user.clinica.nome },
            { label: 'CNPJ', value: formatCnpj(user.clinica.cnpj) },
            { label: 'Endereço', value: user.clinica.endereco },
            { label: 'Telefone', value: user.clinica.telefone },
          ]}
        />
      );
    case 'privacidade':
      return (
        <PrivacyTab
          initial={user.consentimento}
          onSaved={(consentimento) => onUserChange({ ...user, consentimento })}
        />
      );
  }
}

/** Settings (portal-spec.md §2, decisions.md 12): the dentist's data from GET /account/current, in tabs. */
export function SettingsPage() {
  const { authApi } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = settingsTabFrom(searchParams.get('aba'));
  const [state, setState] = useState<SettingsState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const result = await authApi.GET('/account/current');
      setState(
        result.data
          ? { kind: 'ready', user: result.data.data }
          : { kind: 'error', message: genericErrorMessage(failureFromResult(result), SETTINGS_LOAD_ERROR) },
      );
    } catch (thrown) {
      setState({
        kind: 'error',
        message: genericErrorMessage(failureFromError(thrown), SETTINGS_LOAD_ERROR),
      });
    }
  }, [authApi]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Configurações
      </Heading>
      {state.kind === 'loading' ? <LoadingState text="Carregando configurações..." /> : null}
      {state.kind === 'error' ? (
        <Stack gap="3" align="start">
          <Notice status="error">{state.message}</Notice>
          <Button variant="outline" onClick={() => void load()}>
            Tentar novamente
          </Button>
        </Stack>
      ) : null}
      {state.kind === 'ready' ? (
        <StatusTabs
          tabs={SETTINGS_TABS}
          value={tab}
          ariaLabel="Seções das configurações"
          onValueChange={(next) => setSearchParams({ aba: next }, { replace: true })}
        >
          <Stack pt="4">
            <TabContent
              tab={tab}
              user={state.user}
              onUserChange={(user) => setState({ kind: 'ready', user })}
            />
          </Stack>
        </StatusTabs>
      ) : null}
    </Stack>
  );
}
