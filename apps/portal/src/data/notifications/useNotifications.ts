import { type EventoNotificacao, failureOf, genericErrorMessage } from '@odonto/api';
import { showToast } from '@odonto/ui';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../session/SessionProvider';
import { markNotificationsRead, notificationsQuery, openNotificationStream } from './api';
import { applyAllRead, applyNotificationEvent, applyRead, applyUnreadCount } from './cache';
import { readStreamEvent } from './events';
import { announceLiveDecision } from './liveDecisions';
import { startLiveStream } from './stream';

const LOAD_ERROR = 'Não foi possível carregar as notificações.';
const MARK_ERROR = 'Não foi possível marcar as notificações como lidas.';

/**
 * A decision pushed live: the caches follow it, a toast says it wherever the dentist is on the page (the
 * bell is at the top; a toast stays for 6 s, longer while hovered or focused, and the bell keeps it), and
 * once its plan has reloaded, the plan screen, if open on it, points at the changed row.
 */
function onDecision(queryClient: QueryClient, evento: EventoNotificacao): void {
  const { notificacao } = evento;
  showToast({ status: 'info', title: notificacao.titulo, description: notificacao.texto });
  const reloaded = applyNotificationEvent(queryClient, evento);
  const { idPlanoTratamento: planId, idProcedimentoItem: itemId } = notificacao;
  if (planId === null || itemId === null) return;
  // A failed reload still leaves the row to point at; its own error is shown by the plan screen.
  void reloaded.catch(() => undefined).then(() => announceLiveDecision({ planId, itemId }));
}

/**
 * Keeps GET /v2/notificacoes/eventos open while the signed-in layout is mounted (a sign-out unmounts it,
 * which closes the stream): each decision updates the notifications and reloads its plan.
 */
export function useNotificationStream(): void {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      startLiveStream({
        open: openNotificationStream(dentistApi),
        onEvent: (event) => {
          const read = readStreamEvent(event);
          if (read?.kind === 'naoLidas') applyUnreadCount(queryClient, read.naoLidas);
          else if (read?.kind === 'notificacao') onDecision(queryClient, read.evento);
        },
      }),
    [dentistApi, queryClient],
  );
}

/** The header's notifications: the list, its state, and marking them read. */
export function useNotifications() {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery(notificationsQuery(dentistApi));
  const markAll = useMutation({
    mutationFn: () => markNotificationsRead(dentistApi),
    onSuccess: (naoLidas) => applyAllRead(queryClient, naoLidas),
  });
  const markOne = useMutation({
    mutationFn: (id: number) =>
      markNotificationsRead(dentistApi, [id]).then((naoLidas) => ({ id, naoLidas })),
    onSuccess: ({ id, naoLidas }) => applyRead(queryClient, [id], naoLidas),
  });
  const failure = query.error && !query.isFetching ? failureOf(query.error) : null;
  const markFailure = markAll.error ? failureOf(markAll.error) : null;
  return {
    notificacoes: query.data?.itens ?? [],
    naoLidas: query.data?.naoLidas ?? 0,
    loading: query.data === undefined && query.isFetching,
    error: failure ? genericErrorMessage(failure, LOAD_ERROR) : null,
    actionError: markFailure ? genericErrorMessage(markFailure, MARK_ERROR) : null,
    markAllRead: () => markAll.mutate(),
    markingAllRead: markAll.isPending,
    markRead: (id: number) => markOne.mutate(id),
  };
}
