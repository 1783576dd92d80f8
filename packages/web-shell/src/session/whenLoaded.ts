/**
 * Stands in for an object whose code is still loading: calling one of its methods waits for the object,
 * then calls the method with the same arguments and resolves to what it resolves to. Only for objects
 * whose members are all methods answering promises, as openapi-fetch's clients are; the stand-in is no
 * thenable, so awaiting it never reads a method.
 */
export function whenLoaded<T extends object>(load: () => Promise<T>): T {
  const handler: ProxyHandler<T> = {
    get: (_target, key) => {
      if (key === 'then' || typeof key === 'symbol') return undefined;
      return (...args: unknown[]) =>
        load().then((loaded) => {
          const member: unknown = Reflect.get(loaded, key);
          if (typeof member !== 'function') throw new TypeError(`${key} não é um método`);
          return Reflect.apply(member, loaded, args);
        });
    },
  };
  // Its members are T's methods, as described above: T is the shape the callers see.
  return new Proxy({} as T, handler);
}
