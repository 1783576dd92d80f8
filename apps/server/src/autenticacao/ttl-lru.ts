/**
 * A bounded map whose entries expire: the least recently used entry leaves first when it is full, and an
 * entry older than `ttlMs` is treated as absent. A Map keeps insertion order, so re-inserting on each hit
 * makes its first key the least recently used one.
 */
export class TtlLru<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAtMs: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (Date.now() >= entry.expiresAtMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAtMs: Date.now() + this.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
