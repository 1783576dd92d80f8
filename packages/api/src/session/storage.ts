import { roleFromToken } from './jwt';

/** The browser-storage keys of a session (docs/product-rules.md#entities). */
export const SESSION_KEYS = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  userName: 'userName',
  userCro: 'userCro',
  userRole: 'userRole',
} as const;

/** What the portal keeps about the signed-in dentist. */
export interface StoredSession {
  authToken: string;
  refreshToken: string;
  userName: string;
  userCro: string;
  userRole: string;
}

/** The login answer's `data` (auth.yaml LoginResponse). */
export interface LoginTokens {
  accessToken: string;
  refreshToken: string;
  cro: string;
  nome: string;
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

/** Stores a successful login; the role comes from the access token's role claim. */
export function saveLogin(storage: Storage, login: LoginTokens): StoredSession {
  const session: StoredSession = {
    authToken: login.accessToken,
    refreshToken: login.refreshToken,
    userName: login.nome,
    userCro: login.cro,
    userRole: roleFromToken(login.accessToken),
  };
  for (const key of Object.values(SESSION_KEYS)) storage.setItem(key, session[key]);
  return session;
}

/** Stores a refreshed token pair (the user data stays). */
export function saveTokens(storage: Storage, tokens: { accessToken: string; refreshToken: string }): void {
  storage.setItem(SESSION_KEYS.authToken, tokens.accessToken);
  storage.setItem(SESSION_KEYS.refreshToken, tokens.refreshToken);
  storage.setItem(SESSION_KEYS.userRole, roleFromToken(tokens.accessToken));
}

export const readAccessToken = (storage: Storage): string | null => storage.getItem(SESSION_KEYS.authToken);
export const readRefreshToken = (storage: Storage): string | null =>
  storage.getItem(SESSION_KEYS.refreshToken);

/** The stored session, or null unless both tokens are there. */
export function readSession(storage: Storage): StoredSession | null {
  const authToken = readAccessToken(storage);
  const refreshToken = readRefreshToken(storage);
  if (!authToken || !refreshToken) return null;
  return {
    authToken,
    refreshToken,
    userName: storage.getItem(SESSION_KEYS.userName) ?? '',
    userCro: storage.getItem(SESSION_KEYS.userCro) ?? '',
    userRole: storage.getItem(SESSION_KEYS.userRole) ?? roleFromToken(authToken),
  };
}

/** Removes the access and refresh tokens, as a 401 does (docs/product-rules.md#session). */
export function clearTokens(storage: Storage): void {
  storage.removeItem(SESSION_KEYS.authToken);
  storage.removeItem(SESSION_KEYS.refreshToken);
}

/** Removes everything the session stored, as logout does. */
export function clearSession(storage: Storage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}
