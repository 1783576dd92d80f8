import type { Notificacao } from '@odonto/contract';
import { NotificationsMenu, type RenderLink, Toaster } from '@odonto/ui';
import { useNotificationStream, useNotifications } from '../data/notifications/useNotifications';

/** A decision leads to its plan; a billing batch's step to the batch. */
const hrefOf = (notificacao: Notificacao) =>
  notificacao.idLote !== null
    ? `/faturamento/lotes/${notificacao.idLote}`
    : `/plano-tratamento/${notificacao.idPlanoTratamento}`;

/**
 * The header's bell: the dentist's notifications, kept up to date by the live stream while signed in; and
 * the toaster those live decisions (and the signed-in screens' results away from the viewport) appear in.
 */
export function HeaderNotifications({ renderLink }: { renderLink: RenderLink }) {
  useNotificationStream();
  const notifications = useNotifications();
  return (
    <>
      {/* The toasts of the signed-in screens (showToast): live decisions, results away from the viewport. */}
      <Toaster />
      <NotificationsMenu
        notificacoes={notifications.notificacoes}
        naoLidas={notifications.naoLidas}
        loading={notifications.loading}
        error={notifications.error}
        actionError={notifications.actionError}
        hrefOf={hrefOf}
        renderLink={renderLink}
        onMarkAllRead={notifications.markAllRead}
        markingAllRead={notifications.markingAllRead}
        onSelect={(notificacao) => {
          if (!notificacao.lida) notifications.markRead(notificacao.idNotificacao);
        }}
      />
    </>
  );
}
