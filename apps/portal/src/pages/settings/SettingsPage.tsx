import { Button, Heading, Stack } from '@chakra-ui/react';
import type { CurrentUser } from '@odonto/api';
import { formatCnpj, LoadingState, Notice, StatusTabs } from '@odonto/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServerData } from '../../data/useServerData';
import { useSession } from '../../session/SessionProvider';
import { NotificationsTab } from './NotificationsTab';
import { PasswordTab } from './PasswordTab';
import { PrivacyTab } from './PrivacyTab';
import { ReadOnlyFields } from './ReadOnlyFields';
import { SETTINGS_TABS, type SettingsTab, settingsTabFrom } from './settingsTabs';

/** Shown when the settings cannot be loaded and the server gave no better reason. */
export const SETTINGS_LOAD_ERROR = 'Não foi possível carregar suas configurações. Tente novamente.';

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
  const fetchCurrentUser = useCallback(() => authApi.GET('/account/current'), [authApi]);
  const { state, reload: load, replace } = useServerData(fetchCurrentUser, SETTINGS_LOAD_ERROR);

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
            <TabContent tab={tab} user={state.data} onUserChange={replace} />
          </Stack>
        </StatusTabs>
      ) : null}
    </Stack>
  );
}
