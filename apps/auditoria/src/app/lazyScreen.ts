import { type ComponentType, createElement } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A screen's code could not be downloaded (network down, or a new version replaced the old files). */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
}

function ScreenThatFailedToLoad({ error }: { error: ScreenLoadError }): never {
  throw error;
}

/**
 * A route whose screen's code loads when it is first matched. A failed download resolves to an element
 * that throws, so the route's errorElement shows: React Router 7.18 renders nothing for a rejected `lazy`.
 */
export const lazyScreen = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    try {
      return { Component: await load() };
    } catch (cause) {
      const error = new ScreenLoadError('O código da tela não pôde ser carregado.', { cause });
      return { element: createElement(ScreenThatFailedToLoad, { error }) };
    }
  },
});
