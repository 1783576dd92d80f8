import { type ComponentType, createElement, type ReactElement } from 'react';

/** A screen's code could not be downloaded (network down, or a new version replaced the old files). */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
}

/** Stands in for a screen whose code did not arrive: drawing it throws, so its route's errorElement shows. */
function ScreenThatFailedToLoad({ error }: { error: ScreenLoadError }): never {
  throw error;
}

/**
 * The `lazy` of a React Router route object, typed here without React Router (the kit depends on React
 * only for routing): what it resolves to is merged into the route.
 */
export interface LazyScreenRoute {
  lazy: () => Promise<{ Component: ComponentType } | { element: ReactElement }>;
}

/**
 * A screen whose code loads when its route is first matched, for any app of the operator on React Router 7:
 * no screen downloads another's (each becomes a chunk named after its file, e.g. DashboardPage-<hash>.js).
 * The function form, not the `lazy: {Component}` object: React Router empties that object in place once it
 * loaded, which breaks every later router built from the same table (each story builds one).
 * A failed download never rejects the `lazy` promise: React Router 7.18 renders nothing below the root
 * for a route whose `lazy` rejected (it still counts as loading), so the route gets an element that
 * throws instead, and its errorElement shows. Only a reload can fetch that code again.
 */
export const lazyScreen = (load: () => Promise<ComponentType>): LazyScreenRoute => ({
  lazy: async () => {
    try {
      return { Component: await load() };
    } catch (cause) {
      const error = new ScreenLoadError('O código da tela não pôde ser carregado.', { cause });
      return { element: createElement(ScreenThatFailedToLoad, { error }) };
    }
  },
});
