import { createScopedStorage, defaultStorage } from '@odonto/api';

/**
 * Where the console keeps its session: the browser's localStorage under keys of its own ('auditoria:authToken'…).
 * The portal is served from the same origin with the same keys unprefixed; a dentist signed in there and an
 * auditor signed in here, in two tabs of one browser, keep both sessions.
 */
export const AUDITOR_STORAGE_PREFIX = 'auditoria:';

export function auditorStorage(): Storage {
  const storage = defaultStorage();
  if (!storage) throw new Error('O console de auditoria precisa do localStorage do navegador.');
  return createScopedStorage(storage, AUDITOR_STORAGE_PREFIX);
}
