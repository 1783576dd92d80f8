import { Heading, Stack } from '@chakra-ui/react';
import { type CurrentUser, genericErrorMessage } from '@odonto/api';
import { formatCnpj, LabelValueList, LoadStatus, StatusTabs } from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { currentUserQuery } from '../../data/account';
import { loadView } from '../../data/loadView';
import { useSession } from '../../session/SessionProvider';
import { NotificationsTab } from './NotificationsTab';
import { PasswordTab } from './PasswordTab';
import { PrivacyTab } from './PrivacyTab';
import { SETTINGS_TABS, type SettingsTab, settingsTabFrom } from './settingsTabs';

/** Shown when the settings cannot be loaded and the server gave no better reason. */
export const SETTINGS_LOAD_ERROR = 'Não foi possível carregar suas configurações. Tente novamente.';

function TabContent({ tab, user }: { tab: SettingsTab; user: CurrentUser }) {
  switch (tab) {
    case 'usuario':
      return (
        <LabelValueList
          items={[
            { label: 'Nome', value: user.nome },
            { label: 'E-mail', value: user.email },
            { label: 'Telefone', value: user.telefone },
          ]}
        />
      );
    case 'senha':
      return <PasswordTab />;
    case 'notificacoes':
      return <NotificationsTab initial={user.notificacoes} />;
    case 'clinica':
      return (
        <LabelValueList
          items={[
            { label: 'Nome', value: user.clinica.nome },
            { label: 'CNPJ', value: formatCnpj(user.clinica.cnpj) },
            { label: 'Endereço', value: user.clinica.endereco },
            { label: 'Telefone', value: user.clinica.telefone },
          ]}
        />
      );
    case 'privacidade':
      return <PrivacyTab initial={user.consentimento} />;
  }
}

/** Settings (docs/product-rules.md#settings, docs/product-rules.md#d12): the dentist's data from GET /account/current, in tabs. */
export function SettingsPage() {
  const { authApi } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = settingsTabFrom(searchParams.get('aba'));
  const currentUser = useQuery(currentUserQuery(authApi));
  const { loading, failure } = loadView(currentUser);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Configurações
      </Heading>
      <LoadStatus
        loading={loading}
        loadingText="Carregando configurações..."
        error={failure && genericErrorMessage(failure, SETTINGS_LOAD_ERROR)}
        onRetry={() => void currentUser.refetch()}
      />
      {currentUser.data ? (
        <StatusTabs
          tabs={SETTINGS_TABS}
          value={tab}
          ariaLabel="Seções das configurações"
          onValueChange={(next) => setSearchParams({ aba: next }, { replace: true })}
        >
          <Stack pt="4">
            <TabContent tab={tab} user={currentUser.data} />
          </Stack>
        </StatusTabs>
      ) : null}
    </Stack>
  );
}
