import { roleFromToken } from './jwt';

/**
 * The browser-storage keys of a session (docs/product-rules.md#entities): display data only, to paint the
 * shell (name, CRO, role) and to tell a page load that someone signed in here. No token is ever stored: the
 * access token lives in this tab's memory (accessTokenHolder) and the refresh token in an HttpOnly cookie
 * (docs/security.md, "Token storage in the browser").
 */
export const SESSION_KEYS = {
  userName: 'userName',
  userCro: 'userCro',
  userRole: 'userRole',
} as const;

/**
 * When the session ends unless renewed (epoch ms, the server's `sessaoExpiraEm`): no secret, and shared by the
 * app's tabs, so that a renewal in one moves every tab's warning (issue #34).
 */
export const SESSION_DEADLINE_KEY = 'sessaoExpiraEm';

/**
 * Where the portal kept the tokens before issue #33. Removed on every sign-in and sign-out, so that a browser
 * that signed in with an older version keeps no readable token behind.
 */
export const LEGACY_TOKEN_KEYS = ['authToken', 'refreshToken'] as const;

/** What storage keeps about the signed-in user: display data, no token. */
export interface StoredSession {
  userName: string;
  userCro: string;
  userRole: string;
}

/** The login answer's `data` the session uses (auth.yaml LoginResponse; the refresh token stays in the cookie). */
export interface LoginTokens {
  accessToken: string;
  cro: string;
  nome: string;
  /** When the session ends unless renewed (ISO 8601); older servers leave it out. */
  sessaoExpiraEm?: string;
}

/** What a refresh answers that the session keeps. */
export interface RenewedTokens {
  accessToken: string;
  sessaoExpiraEm?: string;
}

/** One tab's access token for one session storage; memory only. */
export interface AccessTokenHolder {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

// Module-level, keyed by the session's storage (the portal's localStorage, the console's scoped view, a test's
// memory storage): what the tab signed in with stays across a remount of the provider, and two apps or two
// tests never share a token. A page load starts empty, and the session is restored by the refresh cookie.
const accessTokens = new WeakMap<Storage, { token: string | null }>();

/** The in-memory access token of the session kept in `storage`. */
export function accessTokenHolder(storage: Storage): AccessTokenHolder {
  let slot = accessTokens.get(storage);
  if (!slot) {
    slot = { token: null };
    accessTokens.set(storage, slot);
  }
  const held = slot;
  return {
    get: () => held.token,
    set: (token) => {
      held.token = token;
    },
    clear: () => {
      held.token = null;
    },
  };
}

/** The storage the portal uses: localStorage in a browser, none elsewhere. */
export function defaultStorage(): Storage | undefined {
  return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
}

/** A Storage kept in memory, for tests and for environments without localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

function removeLegacyTokens(storage: Storage): void {
  for (const key of LEGACY_TOKEN_KEYS) storage.removeItem(key);
}

/**
 * A successful login: the access token in memory, the display data in storage; the role comes from the
 * access token's role claim.
 */
export function saveLogin(storage: Storage, login: LoginTokens): StoredSession {
  const session: StoredSession = {
    userName: login.nome,
    userCro: login.cro,
    userRole: roleFromToken(login.accessToken),
  };
  removeLegacyTokens(storage);
  for (const key of Object.values(SESSION_KEYS)) storage.setItem(key, session[key]);
  accessTokenHolder(storage).set(login.accessToken);
  saveDeadline(storage, login.sessaoExpiraEm);
  return session;
}

/** Keeps the session's deadline; an answer without one (or with a date that does not parse) forgets it. */
function saveDeadline(storage: Storage, sessaoExpiraEm: string | undefined): void {
  const deadline = sessaoExpiraEm === undefined ? Number.NaN : Date.parse(sessaoExpiraEm);
  if (Number.isFinite(deadline)) storage.setItem(SESSION_DEADLINE_KEY, String(deadline));
  else storage.removeItem(SESSION_DEADLINE_KEY);
}

/** A refreshed access token and the session's new deadline (the user data stays). */
export function saveTokens(storage: Storage, tokens: RenewedTokens): void {
  accessTokenHolder(storage).set(tokens.accessToken);
  storage.setItem(SESSION_KEYS.userRole, roleFromToken(tokens.accessToken));
  saveDeadline(storage, tokens.sessaoExpiraEm);
}

/** When the session ends unless renewed (epoch ms), as the last sign-in or refresh said; null when unknown. */
export function readSessionDeadline(storage: Storage): number | null {
  const stored = storage.getItem(SESSION_DEADLINE_KEY);
  const deadline = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(deadline) ? deadline : null;
}

/** This tab's access token, if it has one. */
export const readAccessToken = (storage: Storage): string | null => accessTokenHolder(storage).get();

/**
 * The stored display data, or null when nobody signed in here (or signed out since). Not proof of a
 * session: that comes with an access token, from a sign-in or a refresh by cookie.
 */
export function readSession(storage: Storage): StoredSession | null {
  const userCro = storage.getItem(SESSION_KEYS.userCro);
  const userRole = storage.getItem(SESSION_KEYS.userRole);
  if (!userCro || !userRole) return null;
  return { userName: storage.getItem(SESSION_KEYS.userName) ?? '', userCro, userRole };
}

/** Forgets this tab's access token, as a 401 does (docs/product-rules.md#session). */
export function clearTokens(storage: Storage): void {
  accessTokenHolder(storage).clear();
}

/** Forgets the access token and removes everything the session stored, as logout and a refused refresh do. */
export function clearSession(storage: Storage): void {
  accessTokenHolder(storage).clear();
  removeLegacyTokens(storage);
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
  storage.removeItem(SESSION_DEADLINE_KEY);
}
