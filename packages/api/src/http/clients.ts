import type { AuthPaths, DentistPaths } from '@odonto/contract';
import createClient, { type Client } from 'openapi-fetch';
import { clearSession, defaultStorage, readAccessToken } from '../session/storage';
import {
  type UploadPlanoImagemInput,
  type UploadResult,
  type UploadXhr,
  uploadPlanoImagem,
} from '../upload/upload';
import { DEFAULT_BASE_URL } from './base-url';
import { createSessionAuth, type RefreshLock, type SessionAuth } from './session-auth';
import { type FetchLike, REQUEST_TIMEOUT_MS, timeoutError, withTimeout } from './timeout';

/** The typed client of the Authentication API. */
export type AuthApi = Client<AuthPaths>;
/** The typed client of the Dentist API. */
export type DentistApi = Client<DentistPaths>;

export { DEFAULT_BASE_URL };

export interface ApiClientsOptions {
  /** The fetch to use. Default: globalThis.fetch looked up at each call (so MSW and test doubles work). */
  fetch?: FetchLike;
  /** Base URL of the Authentication API (default '/api'). */
  authBaseUrl?: string;
  /** Base URL of the Dentist API (default '/api'). */
  dentistBaseUrl?: string;
  /** Where the session's display data live (default localStorage); its access token stays in memory. */
  storage?: Storage;
  /** Whose refresh cookie renews the session: the portal's ('Dentista', the default) or the console's ('Auditor'). */
  origin?: 'Dentista' | 'Auditor';
  /** Per-request time limit in milliseconds (default 15 000). */
  timeoutMs?: number;
  /** Called after a 401 whose refresh the server refused removed the session. */
  onSessionExpired?: () => void;
  /** Called after a refresh renewed the session (a new access token and deadline). */
  onRenewed?: () => void;
  /** Serialises refreshes across tabs (default: the browser's Web Locks when available; null: none). */
  locks?: RefreshLock | null;
  /** How long logout waits for the server before signing out locally anyway (default 5 000 ms). */
  logoutTimeoutMs?: number;
  /** Creates the upload's request object (default: a new XMLHttpRequest); for tests. */
  uploadXhrFactory?: () => UploadXhr;
}

export interface ApiClients {
  authApi: AuthApi;
  dentistApi: DentistApi;
  /** The shared bearer/refresh logic, e.g. for the upload. */
  session: SessionAuth;
  /**
   * Sends one file to a plan (v2 upload, multipart) with the Dentist API's base URL and this session (one
   * shared refresh on a 401), reporting progress in percent; the time limit waits that long without news;
   * `signal` cancels it.
   */
  uploadPlanoImagem(
    input: UploadPlanoImagemInput,
    options?: { onProgress?: (percent: number) => void; signal?: AbortSignal },
  ): Promise<UploadResult>;
  /**
   * Ends the session on the server (POST /account/logout, whose answer clears the refresh cookie), then forgets
   * the access token and clears everything the session stored, also when the server could not be reached,
   * failed or took longer than `logoutTimeoutMs` (the cookie then stays, but with no display data stored the
   * next page load does not use it: docs/security.md, "Token storage in the browser").
   */
  logout(): Promise<void>;
}

/** Logout waits this long for the server: the dentist asked to leave and must not wait 15 s. */
export const LOGOUT_TIMEOUT_MS = 5_000;

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
  const storage = requireStorage(options.storage);
  const session = createSessionAuth({
    storage,
    fetch,
    authBaseUrl,
    onSessionExpired: options.onSessionExpired,
    ...(options.onRenewed ? { onRenewed: options.onRenewed } : {}),
    ...(options.locks === undefined ? {} : { locks: options.locks }),
    ...(options.origin === undefined ? {} : { origin: options.origin }),
  });
  const authApi = createClient<AuthPaths>({ baseUrl: authBaseUrl, fetch });
  const dentistBaseUrl = options.dentistBaseUrl ?? DEFAULT_BASE_URL;
  const dentistApi = createClient<DentistPaths>({ baseUrl: dentistBaseUrl, fetch });
  authApi.use(session.middleware);
  dentistApi.use(session.middleware);

  async function logout() {
    if (readAccessToken(storage) !== null) {
      const ms = options.logoutTimeoutMs ?? LOGOUT_TIMEOUT_MS;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(timeoutError(ms)), ms);
      try {
        await authApi.POST('/account/logout', { signal: controller.signal });
      } catch {
        // Unreachable, failed or too slow: the dentist is signed out here all the same.
      } finally {
        clearTimeout(timer);
      }
    }
    clearSession(storage);
  }

  const upload: ApiClients['uploadPlanoImagem'] = (input, uploadOptions = {}) =>
    uploadPlanoImagem(input, {
      baseUrl: dentistBaseUrl,
      session,
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      ...(options.uploadXhrFactory ? { xhrFactory: options.uploadXhrFactory } : {}),
      ...uploadOptions,
    });

  return { authApi, dentistApi, session, uploadPlanoImagem: upload, logout };
}

/** The Authentication API client alone. */
export const createAuthApi = (options: ApiClientsOptions = {}): AuthApi => createApiClients(options).authApi;

/** The Dentist API client alone. */
export const createDentistApi = (options: ApiClientsOptions = {}): DentistApi =>
  createApiClients(options).dentistApi;
