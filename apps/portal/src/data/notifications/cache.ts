import type { EventoNotificacao, Notificacoes } from '@odonto/api';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../keys';

/** How many notifications the server lists (listNotificacoes: the 50 most recent). */
export const LISTED_NOTIFICATIONS = 50;

/**
 * A decision arrived: the notification joins the cached list (newest first) with the server's unread
 * count, and everything the decision changed is loaded again: the plan (its items, which the plan's query
 * loads with it, and its history, under the plan's key), the plan lists and the dashboard. Resolves once
 * the plan, if it is on screen, has reloaded.
 */
export function applyNotificationEvent(queryClient: QueryClient, evento: EventoNotificacao): Promise<void> {
  const { notificacao, naoLidas } = evento;
  const cached = queryClient.getQueryData<Notificacoes>(queryKeys.notificacoes);
  // A list still loading was read before this decision and would overwrite it when it lands: load it again
  // instead (the new request replaces the one in flight).
  const loading = queryClient.isFetching({ queryKey: queryKeys.notificacoes }) > 0;
  if (cached && !loading) {
    const others = cached.itens.filter((item) => item.idNotificacao !== notificacao.idNotificacao);
    queryClient.setQueryData<Notificacoes>(queryKeys.notificacoes, {
      itens: [notificacao, ...others].slice(0, LISTED_NOTIFICATIONS),
      naoLidas,
    });
  } else {
    void queryClient.invalidateQueries({ queryKey: queryKeys.notificacoes });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.planLists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  // Settles when an open plan screen has its new items, for whoever points at the changed row.
  return notificacao.idPlanoTratamento === null
    ? Promise.resolve()
    : queryClient.invalidateQueries({ queryKey: queryKeys.plan(notificacao.idPlanoTratamento) });
}

/**
 * The count the stream starts with. When it differs from the cached one, decisions came while the stream
 * was closed (a reconnection): the list and the plans are loaded again.
 */
export function applyUnreadCount(queryClient: QueryClient, naoLidas: number): void {
  const cached = queryClient.getQueryData<Notificacoes>(queryKeys.notificacoes);
  if (!cached || cached.naoLidas === naoLidas) return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.notificacoes });
  void queryClient.invalidateQueries({ queryKey: queryKeys.plans });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
}

/** After marking all as read: every cached notification is read, and the server's count is kept. */
export function applyAllRead(queryClient: QueryClient, naoLidas: number): void {
  queryClient.setQueryData<Notificacoes>(
    queryKeys.notificacoes,
    (cached) => cached && { itens: cached.itens.map((item) => ({ ...item, lida: true })), naoLidas },
  );
}

/** After marking some as read (`ids`). */
export function applyRead(queryClient: QueryClient, ids: ReadonlyArray<number>, naoLidas: number): void {
  queryClient.setQueryData<Notificacoes>(
    queryKeys.notificacoes,
    (cached) =>
      cached && {
        itens: cached.itens.map((item) =>
          ids.includes(item.idNotificacao) ? { ...item, lida: true } : item,
        ),
        naoLidas,
      },
  );
}
