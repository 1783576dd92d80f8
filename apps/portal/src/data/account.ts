import type { AuthApi, CurrentUser, DentistApi } from '@odonto/api';
import { dataOf } from '@odonto/api';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { queryKeys } from './keys';

/** The data of an enveloped answer ({success, data, message}). */
export const envelopeData = <Data>(body: { data: Data }): Data => body.data;

/** The signed-in dentist's record (GET /account/current): the settings screen. */
export const currentUserQuery = (authApi: AuthApi) =>
  queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => dataOf(authApi.GET('/account/current', { signal })).then(envelopeData),
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
