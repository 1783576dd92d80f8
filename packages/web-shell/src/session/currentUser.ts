import { type AuthApi, dataOf } from '@odonto/api';
import { queryOptions } from '@tanstack/react-query';

/** The cache key of GET /account/current in both apps: the shell and the portal's settings share one answer. */
export const CURRENT_USER_KEY = ['account', 'current'] as const;

/** The signed-in user's record (GET /account/current): the UF of the shell's 'CRO n/UF', the portal's settings. */
export const currentUserQuery = (authApi: AuthApi) =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => dataOf(authApi.GET('/account/current', { signal })).then((body) => body.data),
  });

/** 'CRO 12345/SP'; 'CRO 12345' until the UF is known (the session keeps the number, not the UF). */
export const croWithUf = (cro: string, uf: string | undefined): string =>
  uf ? `CRO ${cro}/${uf}` : `CRO ${cro}`;
