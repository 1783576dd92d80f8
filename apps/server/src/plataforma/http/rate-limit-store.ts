import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

const require = createRequire(import.meta.url);

/** The two stores @fastify/rate-limit ships (its public API exposes neither). */
interface Store {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read?(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: RouteStoreOptions): Store;
}
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteStoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo: { method: string; url: string };
}
type StoreConstructor = new (...args: unknown[]) => Store;

const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;

/**
 * Counts in Redis (shared by every node) and, while Redis does not answer, in this process: the limits
 * keep holding per node instead of failing the request with 500 (docs/security.md: Redis outage).
 */
class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly onFallback: (error: Error) => void,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onFallback(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.shared.read?.(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onFallback(error);
        this.local.read?.(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteStoreOptions): Store {
    return new FallbackStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.onFallback,
    );
  }
}

/** The `store` option of @fastify/rate-limit: Redis under `nameSpace`, this process's memory as fallback. */
export function redisWithLocalFallback(
  redis: Redis,
  nameSpace: string,
  onFallback: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  // The plugin builds its store with `new Store(params)`.
  return class RedisWithLocalFallback extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
        onFallback,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
