import type { Middleware } from 'openapi-fetch';
import { clearTokens, readAccessToken, readRefreshToken, saveTokens } from '../session/storage';
import type { FetchLike } from './timeout';

/** Calls that never carry the bearer token and never trigger a refresh. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/account/login',
  '/account/register-first-access',
  '/account/register-from-email',
  '/account/forgot-password',
  '/account/reset-password',
  '/account/refresh',
]);

export interface SessionAuthOptions {
  /** Where the tokens live. */
  storage: Storage;
  /** Fetch used for the refresh call (already wrapped with the timeout). */
  fetch: FetchLike;
  /** Base URL of the Authentication API. */
  authBaseUrl: string;
  /** Called after a failed refresh removed the tokens. */
  onSessionExpired?: () => void;
}

/** The shared bearer/refresh logic of both clients. */
export interface SessionAuth {
  /** openapi-fetch middleware: adds the bearer token; on a 401, refreshes once and retries once. */
  middleware: Middleware;
  /** Refreshes the tokens (concurrent callers share one request); false when the session is over. */
  refresh(): Promise<boolean>;
  /** The current access token, if any. */
  accessToken(): string | null;
}

interface Pending {
  retry: Request;
  token: string | null;
}

const withBearer = (request: Request, token: string): Request => {
  const next = new Request(request);
  next.headers.set('Authorization', `Bearer ${token}`);
  return next;
};

function isTokenPair(value: unknown): value is { accessToken: string; refreshToken: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string';
}

/** Creates the bearer/refresh logic shared by the Authentication and Dentist clients. */
export function createSessionAuth(options: SessionAuthOptions): SessionAuth {
  const { storage, authBaseUrl } = options;
  const pending = new Map<string, Pending>();
  let refreshing: Promise<boolean> | null = null;

  async function refreshOnce(): Promise<boolean> {
    const refreshToken = readRefreshToken(storage);
    let ok = false;
    if (refreshToken) {
      try {
        const response = await options.fetch(
          new Request(`${authBaseUrl}/account/refresh`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ refreshToken }),
          }),
        );
        const body: unknown = response.ok ? await response.json() : undefined;
        const data =
          typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
        if (isTokenPair(data)) {
          saveTokens(storage, data);
          ok = true;
        }
      } catch {
        ok = false;
      }
    }
    if (!ok) {
      clearTokens(storage);
      options.onSessionExpired?.();
    }
    return ok;
  }

  function refresh(): Promise<boolean> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const middleware: Middleware = {
    onRequest({ request, schemaPath, id }) {
      if (PUBLIC_PATHS.has(schemaPath)) return undefined;
      const token = readAccessToken(storage);
      const outgoing = token ? withBearer(request, token) : request;
      pending.set(id, { retry: outgoing.clone(), token });
      return outgoing;
    },
    async onResponse({ response, id }) {
      const entry = pending.get(id);
      pending.delete(id);
      if (!entry || response.status !== 401 || entry.token === null) return undefined;
      const current = readAccessToken(storage);
      // The session already ended (a failed refresh or a logout meanwhile): nothing to renew.
      if (current === null) return undefined;
      // Another call may already have refreshed while this one was in flight: retry with the new token.
      const renewed = current !== entry.token || (await refresh());
      const token = readAccessToken(storage);
      if (!renewed || !token) return undefined;
      return options.fetch(withBearer(entry.retry, token));
    },
    onError({ id }) {
      pending.delete(id);
      return undefined;
    },
  };

  return { middleware, refresh, accessToken: () => readAccessToken(storage) };
}
