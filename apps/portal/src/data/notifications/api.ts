import { type DentistApi, dataOf } from '@odonto/api';
import { queryOptions } from '@tanstack/react-query';
import { envelopeData } from '../account';
import { queryKeys } from '../keys';
import type { StreamOpening } from './stream';

/** The dentist's latest notifications and unread count (GET /v2/notificacoes). */
export const notificationsQuery = (dentistApi: DentistApi) =>
  queryOptions({
    queryKey: queryKeys.notificacoes,
    queryFn: ({ signal }) => dataOf(dentistApi.GET('/v2/notificacoes', { signal })).then(envelopeData),
  });

/**
 * Marks the notifications of `ids` read, all of them without `ids` (POST /v2/notificacoes/lidas); resolves
 * to how many remain unread.
 */
export const markNotificationsRead = (dentistApi: DentistApi, ids?: ReadonlyArray<number>) =>
  dataOf(dentistApi.POST('/v2/notificacoes/lidas', { body: ids ? { ids: [...ids] } : {} }))
    .then(envelopeData)
    .then((data) => data.naoLidas);

/**
 * Opens GET /v2/notificacoes/eventos through the Dentist API client, so that the session's middleware puts
 * the bearer token on it and renews it after a 401 (EventSource cannot send an Authorization header). An
 * answer that is no event stream (a page served in its place) counts as a refusal that waiting does not
 * change.
 */
export const openNotificationStream =
  (dentistApi: DentistApi) =>
  async (signal: AbortSignal): Promise<StreamOpening> => {
    const { data, response } = await dentistApi.GET('/v2/notificacoes/eventos', {
      parseAs: 'stream',
      signal,
      headers: { Accept: 'text/event-stream' },
    });
    const eventStream = (response.headers.get('Content-Type') ?? '').includes('text/event-stream');
    if (response.ok && data && eventStream) return { ok: true, body: data };
    void data?.cancel().catch(() => undefined);
    return { ok: false, status: response.status };
  };
