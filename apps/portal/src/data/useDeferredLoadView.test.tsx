import { act, useLayoutEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryState, useDeferredLoadView } from './loadView';

// Tells React that act() is in use here, as testing libraries do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A query's state held outside React and read through useSyncExternalStore, as TanStack Query does. */
function externalQuery(initial: QueryState<string[]>) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    set: (next: QueryState<string[]>) => {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

type Drawn = 'loading' | 'empty gap' | `rows: ${string}`;

let unmountLast: (() => void) | undefined;
afterEach(() => unmountLast?.());

type Store = ReturnType<typeof externalQuery>;

/** A list reading the store through the hook; hands what each commit put on screen to `onDrawn`. */
function List({ store, onDrawn }: { store: Store; onDrawn: (drawn: Drawn) => void }) {
  const query = useSyncExternalStore(store.subscribe, store.get);
  const { data, loading } = useDeferredLoadView(query);
  const shown: Drawn = loading ? 'loading' : data ? `rows: ${data.join(',')}` : 'empty gap';
  useLayoutEffect(() => {
    onDrawn(shown);
  });
  return null;
}

/** Mounts the list; returns what each commit put on screen. */
function mountList(store: Store): Drawn[] {
  const drawn: Drawn[] = [];
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root.render(<List store={store} onDrawn={(shown) => drawn.push(shown)} />));
  unmountLast = () => act(() => root.unmount());
  return drawn;
}

describe('useDeferredLoadView', () => {
  it('should keep the loading text until the rows are drawn, never an empty gap between them', async () => {
    const store = externalQuery({ data: undefined, isFetching: true, error: null });
    const drawn = mountList(store);
    await act(async () => store.set({ data: ['P1', 'P2'], isFetching: false, error: null }));
    expect(drawn).not.toContain('empty gap');
    expect(drawn[0]).toBe('loading');
    expect(drawn.at(-1)).toBe('rows: P1,P2');
  });

  it('should draw new data in a second, deferred pass after the store changed', async () => {
    const store = externalQuery({ data: ['P1'], isFetching: false, error: null });
    const drawn = mountList(store);
    await act(async () => store.set({ data: ['P2'], isFetching: false, error: null }));
    // The store's change commits first with the rows on screen before it, then the new rows.
    expect(drawn).toEqual(['rows: P1', 'rows: P1', 'rows: P2']);
  });
});
