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

/** The Web Locks API's `navigator.locks` as far as the refresh uses it. */
export interface RefreshLock {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The name of the lock every tab of the portal takes around a refresh. */
export const REFRESH_LOCK_NAME = 'odonto-api-refresh';

/**
 * How a refresh ended: `renewed` (new tokens stored, by this tab or another), `refused` (the server answered
 * 401: the session is over and the tokens were removed) or `unavailable` (no answer, a timeout, a 429 or a
 * 5xx: the session stays and the refresh's answer or error says why).
 */
export type RefreshOutcome =
  | { status: 'renewed' }
  | { status: 'refused' }
  | { status: 'unavailable'; response: Response }
  | { status: 'unavailable'; error: unknown };

export interface SessionAuthOptions {
  /** Where the tokens live. */
  storage: Storage;
  /** Fetch used for the refresh call (already wrapped with the timeout). */
  fetch: FetchLike;
  /** Base URL of the Authentication API. */
  authBaseUrl: string;
  /** Called after a refused refresh removed the tokens. */
  onSessionExpired?: () => void;
  /**
   * Serialises refreshes across the tabs that share `storage`. Default: the browser's Web Locks
   * (`navigator.locks`) when it has them; null: none.
   */
  locks?: RefreshLock | null;
}

/** The shared bearer/refresh logic of both clients. */
export interface SessionAuth {
  /** openapi-fetch middleware: adds the bearer token; on a 401, refreshes once and retries once. */
  middleware: Middleware;
  /** Refreshes the tokens (concurrent callers share one request); true when renewed. */
  refresh(): Promise<boolean>;
  /** The same refresh, saying why it did not renew. */
  renew(): Promise<RefreshOutcome>;
  /** The current access token, if any. */
  accessToken(): string | null;
}

interface Pending {
  retry: Request;
  token: string | null;
  /** How many refreshes had started when the call was sent. */
  refreshesBefore: number;
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

function browserLocks(): RefreshLock | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

const RENEWED: RefreshOutcome = { status: 'renewed' };
const REFUSED: RefreshOutcome = { status: 'refused' };

/** Creates the bearer/refresh logic shared by the Authentication and Dentist clients. */
export function createSessionAuth(options: SessionAuthOptions): SessionAuth {
  const { storage, authBaseUrl } = options;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const pending = new Map<string, Pending>();
  let renewing: Promise<RefreshOutcome> | null = null;
  let refreshesStarted = 0;
  let lastRefresh: { number: number; outcome: RefreshOutcome } | null = null;

  /** Asks the server for a new pair; stores it. Leaves the stored tokens alone otherwise. */
  async function exchange(refreshToken: string): Promise<RefreshOutcome> {
    let response: Response;
    try {
      response = await options.fetch(
        new Request(`${authBaseUrl}/account/refresh`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        }),
      );
    } catch (error) {
      return { status: 'unavailable', error };
    }
    if (response.status === 401) return REFUSED;
    if (!response.ok) return { status: 'unavailable', response };
    try {
      const body: unknown = await response.json();
      const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
      if (!isTokenPair(data)) return { status: 'unavailable', error: new TypeError('Renovação sem tokens.') };
      saveTokens(storage, data);
      return RENEWED;
    } catch (error) {
      return { status: 'unavailable', error };
    }
  }

  /** Runs with the tokens as this tab last saw them (`presented`), under the cross-tab lock when there is one. */
  async function renewUnderLock(presented: string): Promise<RefreshOutcome> {
    const stored = readRefreshToken(storage);
    // Another tab rotated the token while this one waited for the lock: its pair is this tab's too.
    if (stored !== presented) return stored && readAccessToken(storage) ? RENEWED : REFUSED;
    const outcome = await exchange(presented);
    if (outcome.status !== 'refused') return outcome;
    // A refusal ends the session only if no other tab has stored a newer pair meanwhile.
    if (readRefreshToken(storage) !== presented) return RENEWED;
    // Removed before the lock is released, so that a tab waiting for it does not present the token again.
    clearTokens(storage);
    return REFUSED;
  }

  async function renewOnce(): Promise<RefreshOutcome> {
    const presented = readRefreshToken(storage);
    const outcome = presented
      ? await (locks
          ? locks.request(REFRESH_LOCK_NAME, () => renewUnderLock(presented))
          : renewUnderLock(presented))
      : REFUSED;
    if (outcome.status === 'refused') {
      clearTokens(storage);
      options.onSessionExpired?.();
    }
    return outcome;
  }

  function renew(): Promise<RefreshOutcome> {
    if (!renewing) {
      const number = ++refreshesStarted;
      renewing = renewOnce().then((outcome) => {
        lastRefresh = { number, outcome };
        renewing = null;
        return outcome;
      });
    }
    return renewing;
  }

  /** A call answered 401 shares the refresh started since it was sent, finished or not, rather than start another. */
  function renewAfter(call: Pending): Promise<RefreshOutcome> {
    if (!renewing && lastRefresh && lastRefresh.number > call.refreshesBefore) {
      return Promise.resolve(lastRefresh.outcome);
    }
    return renew();
  }

  const middleware: Middleware = {
    onRequest({ request, schemaPath, id }) {
      if (PUBLIC_PATHS.has(schemaPath)) return undefined;
      const token = readAccessToken(storage);
      const outgoing = token ? withBearer(request, token) : request;
      pending.set(id, { retry: outgoing.clone(), token, refreshesBefore: refreshesStarted });
      return outgoing;
    },
    async onResponse({ response, id }) {
      const entry = pending.get(id);
      pending.delete(id);
      if (!entry || response.status !== 401 || entry.token === null) return undefined;
      // The session already ended (a refused refresh or a logout meanwhile): nothing to renew.
      if (readAccessToken(storage) === null) return undefined;
      // Another call may already have refreshed while this one was in flight: retry with the new token.
      if (readAccessToken(storage) === entry.token) {
        const outcome = await renewAfter(entry);
        if (outcome.status === 'refused') return undefined;
        // The session stays; the call fails the way the refresh did (its answer, or its error).
        if (outcome.status === 'unavailable') {
          if ('response' in outcome) return outcome.response.clone();
          throw outcome.error;
        }
      }
      const token = readAccessToken(storage);
      if (!token) return undefined;
      return options.fetch(withBearer(entry.retry, token));
    },
    onError({ id }) {
      pending.delete(id);
      return undefined;
    },
  };

  return {
    middleware,
    renew,
    refresh: async () => (await renew()).status === 'renewed',
    accessToken: () => readAccessToken(storage),
  };
}
