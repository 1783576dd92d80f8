import type { Middleware } from 'openapi-fetch';
import {
  clearSession,
  type RenewedTokens,
  readAccessToken,
  readSession,
  saveTokens,
} from '../session/storage';
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
 * How a refresh ended: `renewed` (a new access token held), `refused` (the server answered 401: the session is
 * over and what it stored was removed) or `unavailable` (no answer, a timeout, a 429 or a 5xx: the session
 * stays and the refresh's answer or error says why).
 */
export type RefreshOutcome =
  | { status: 'renewed' }
  | { status: 'refused' }
  | { status: 'unavailable'; response: Response }
  | { status: 'unavailable'; error: unknown };

export interface SessionAuthOptions {
  /** Where the session's display data live; its access token is held in memory for it (accessTokenHolder). */
  storage: Storage;
  /** Fetch used for the refresh call (already wrapped with the timeout). */
  fetch: FetchLike;
  /** Base URL of the Authentication API. */
  authBaseUrl: string;
  /** Called after a refused refresh removed the session. */
  onSessionExpired?: () => void;
  /** Called after a refresh held a new access token and the session's new deadline. */
  onRenewed?: () => void;
  /**
   * Serialises refreshes across the tabs that share the refresh cookie, so that each sends the cookie the one
   * before it received. Default: the browser's Web Locks (`navigator.locks`) when it has them; null: none.
   */
  locks?: RefreshLock | null;
  /** Whose refresh cookie to renew with: the portal's ('Dentista', the default) or the console's ('Auditor'). */
  origin?: 'Dentista' | 'Auditor';
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

/** The refresh answer's token and, when it is a date string, the session's new deadline. */
function renewedTokensOf(value: unknown): RenewedTokens | null {
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, sessaoExpiraEm } = value as Record<string, unknown>;
  if (typeof accessToken !== 'string') return null;
  return typeof sessaoExpiraEm === 'string' ? { accessToken, sessaoExpiraEm } : { accessToken };
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

  /**
   * Asks the server for a new access token with the refresh cookie (the browser sends it; no script reads it)
   * and holds it. Leaves the session alone otherwise.
   */
  async function exchange(): Promise<RefreshOutcome> {
    let response: Response;
    try {
      response = await options.fetch(
        new Request(`${authBaseUrl}/account/refresh`, {
          method: 'POST',
          // JSON, as the operation requires: a page of another site cannot send it with the cookie.
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(options.origin === 'Auditor' ? { origin: 'Auditor' } : {}),
          credentials: 'same-origin',
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
      const tokens = renewedTokensOf(data);
      if (!tokens) return { status: 'unavailable', error: new TypeError('Renovação sem token.') };
      saveTokens(storage, tokens);
      options.onRenewed?.();
      return RENEWED;
    } catch (error) {
      return { status: 'unavailable', error };
    }
  }

  async function renewOnce(): Promise<RefreshOutcome> {
    // Each tab renews on its own. Under the lock, a tab waiting for another one's refresh sends the cookie
    // that refresh just rotated, rather than the same one inside the server's grace period.
    const outcome = await (locks ? locks.request(REFRESH_LOCK_NAME, exchange) : exchange());
    if (outcome.status === 'refused') {
      clearSession(storage);
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
      if (!entry || response.status !== 401) return undefined;
      // Nobody signed in here, or the session ended (a refused refresh or a logout meanwhile): nothing to renew.
      if (readSession(storage) === null) return undefined;
      // The token this call carried was dropped meanwhile (a logout in this tab): nothing to renew either.
      if (entry.token !== null && readAccessToken(storage) === null) return undefined;
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
