import { NotificationsMenu, type RenderLink } from '@odonto/ui';
import { useNotificationStream, useNotifications } from '../data/notifications/useNotifications';

const planHref = (idPlanoTratamento: number) => `/plano-tratamento/${idPlanoTratamento}`;

/** The header's bell: the dentist's notifications, kept up to date by the live stream while signed in. */
export function HeaderNotifications({ renderLink }: { renderLink: RenderLink }) {
  useNotificationStream();
  const notifications = useNotifications();
  return (
    <NotificationsMenu
      notificacoes={notifications.notificacoes}
      naoLidas={notifications.naoLidas}
      loading={notifications.loading}
      error={notifications.error}
      actionError={notifications.actionError}
      planHref={planHref}
      renderLink={renderLink}
      onMarkAllRead={notifications.markAllRead}
      markingAllRead={notifications.markingAllRead}
      onSelect={(notificacao) => {
        if (!notificacao.lida) notifications.markRead(notificacao.idNotificacao);
      }}
    />
  );
}
