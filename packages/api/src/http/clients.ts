import createClient, { type Client } from 'openapi-fetch';
import type { paths as AuthPaths } from '../generated/auth.gen';
import type { paths as DentistPaths } from '../generated/dentist.gen';
import { defaultStorage } from '../session/storage';
import { createSessionAuth, type SessionAuth } from './session-auth';
import { type FetchLike, REQUEST_TIMEOUT_MS, withTimeout } from './timeout';

/** The typed client of the Authentication API. */
export type AuthApi = Client<AuthPaths>;
/** The typed client of the Dentist API. */
export type DentistApi = Client<DentistPaths>;

/** Same-origin base path of both APIs. */
export const DEFAULT_BASE_URL = '/api';

export interface ApiClientsOptions {
  /** The fetch to use. Default: globalThis.fetch looked up at each call (so MSW and test doubles work). */
  fetch?: FetchLike;
  /** Base URL of the Authentication API (default '/api'). */
  authBaseUrl?: string;
  /** Base URL of the Dentist API (default '/api'). */
  dentistBaseUrl?: string;
  /** Where the session lives (default localStorage). */
  storage?: Storage;
  /** Per-request time limit in milliseconds (default 15 000). */
  timeoutMs?: number;
  /** Called after a 401 whose refresh failed removed the stored tokens. */
  onSessionExpired?: () => void;
}

export interface ApiClients {
  authApi: AuthApi;
  dentistApi: DentistApi;
  /** The shared bearer/refresh logic, e.g. for the upload. */
  session: SessionAuth;
}

const lateGlobalFetch: FetchLike = (input) => globalThis.fetch(input);

function requireStorage(storage: Storage | undefined): Storage {
  const resolved = storage ?? defaultStorage();
  if (!resolved) throw new Error('@odonto/api: no Storage available; pass `storage`.');
  return resolved;
}

/** Both clients over one session: a 401 on either API shares one refresh. */
export function createApiClients(options: ApiClientsOptions = {}): ApiClients {
  const fetch = withTimeout(options.fetch ?? lateGlobalFetch, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const authBaseUrl = options.authBaseUrl ?? DEFAULT_BASE_URL;
  const session = createSessionAuth({
    storage: requireStorage(options.storage),
    fetch,
    authBaseUrl,
    onSessionExpired: options.onSessionExpired,
  });
  const authApi = createClient<AuthPaths>({ baseUrl: authBaseUrl, fetch });
  const dentistApi = createClient<DentistPaths>({
    baseUrl: options.dentistBaseUrl ?? DEFAULT_BASE_URL,
    fetch,
  });
  authApi.use(session.middleware);
  dentistApi.use(session.middleware);
  return { authApi, dentistApi, session };
}

/** The Authentication API client alone. */
export const createAuthApi = (options: ApiClientsOptions = {}): AuthApi => createApiClients(options).authApi;

/** The Dentist API client alone. */
export const createDentistApi = (options: ApiClientsOptions = {}): DentistApi =>
  createApiClients(options).dentistApi;
