import { createScopedStorage, defaultStorage } from '@odonto/api';

/**
 * Where the console keeps its session: the browser's localStorage under keys of its own ('auditoria:userName'…;
 * display data only: the access token is in memory and the refresh token in the console's HttpOnly cookie).
 * The portal is served from the same origin with the same keys unprefixed; a dentist signed in there and an
 * auditor signed in here, in two tabs of one browser, keep both sessions.
 */
export const AUDITOR_STORAGE_PREFIX = 'auditoria:';

let scoped: Storage | undefined;

/**
 * Always the same view: the session's access token is held in memory for its storage object
 * (accessTokenHolder), and a remount of the provider must find the token the tab signed in with.
 */
export function auditorStorage(): Storage {
  if (scoped) return scoped;
  const storage = defaultStorage();
  if (!storage) throw new Error('O console de auditoria precisa do localStorage do navegador.');
  scoped = createScopedStorage(storage, AUDITOR_STORAGE_PREFIX);
  return scoped;
}
