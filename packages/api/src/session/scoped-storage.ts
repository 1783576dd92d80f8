/**
 * A view of `storage` whose keys all carry `prefix`: two apps served from one origin (the portal at /, the
 * auditor console at /auditoria) share localStorage, and with the same SESSION_KEYS the second sign-in
 * would replace the first app's session. Each app passes its own view to createApiClients, saveLogin and
 * readSession; the session code stays unaware of it. `clear()` and `key()` see only the prefixed keys.
 */
export function createScopedStorage(storage: Storage, prefix: string): Storage {
  if (prefix === '') throw new RangeError('createScopedStorage: o prefixo não pode ser vazio.');
  const ownKeys = (): string[] => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
    }
    return keys;
  };
  return {
    get length() {
      return ownKeys().length;
    },
    clear: () => {
      for (const key of ownKeys()) storage.removeItem(prefix + key);
    },
    getItem: (key) => storage.getItem(prefix + key),
    key: (index) => ownKeys()[index] ?? null,
    removeItem: (key) => storage.removeItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
  };
}
