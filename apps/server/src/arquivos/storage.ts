/** Where the bytes of plan files live: a local directory or S3-compatible object storage. */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the key; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every key under the prefix with when it was last written (the sweeper looks for files without a row);
   * a store that cannot list is not swept.
   */
  list?(prefix: string): AsyncIterable<StoredObject>;
  /** Throws when the store cannot be reached or written (the readiness check). */
  ping?(): Promise<void>;
}

/** One object of the store, as listed. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** Keys are made by the server (`planos/<id>/<uuid>.<ext>`); anything else is refused before touching storage. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`chave de arquivo inválida: ${key}`);
  }
}
