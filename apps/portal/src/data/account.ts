import type { AuthApi, CurrentUser, DentistApi } from '@odonto/api';
import { dataOf } from '@odonto/api';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { queryKeys } from './keys';

/** The data of an enveloped answer ({success, data, message}). */
export const envelopeData = <Data>(body: { data: Data }): Data => body.data;

/** The signed-in dentist's record (GET /account/current): the settings screen, and the shell's UF (one answer). */
export { currentUserQuery } from '@odonto/web-shell';

/** The operator's name and ANS registration (GET /operadora, public): the footer's 'ANS nº'. */
export const operadoraQuery = (authApi: AuthApi) =>
  queryOptions({
    queryKey: queryKeys.operadora,
    queryFn: ({ signal }) => dataOf(authApi.GET('/operadora', { signal })).then(envelopeData),
    // The server's configuration: it changes with a deployment, not while the portal is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The dashboard's figures (GET /v2/dashboard), computed by the server for the signed-in dentist. */
export const dashboardQuery = (dentistApi: DentistApi) =>
  queryOptions({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => dataOf(dentistApi.GET('/v2/dashboard', { signal })).then(envelopeData),
  });

/** Puts what the server saved (preferences, consent) into the cached current user, without asking again. */
export function saveIntoCurrentUser(queryClient: QueryClient, saved: Partial<CurrentUser>): void {
  queryClient.setQueryData<CurrentUser>(queryKeys.currentUser, (user) => user && { ...user, ...saved });
}
