import { ScreenLoadError } from '@odonto/ui';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface LazyPart<Props extends object> {
  /** The part, drawn inside a Suspense boundary; its first draw starts the download if preload did not. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts the download now (e.g. alongside the screen's data), without waiting for the first draw. */
  preload: () => void;
}

/**
 * A part of a screen that its first paint does not need (React.lazy): its code is a chunk of its own,
 * downloaded once, on preload or first draw. A failed download throws a ScreenLoadError when the part
 * draws, so the route's errorElement shows and 'Tentar novamente' reloads the page (the browser keeps
 * a failed import). scripts/web-budget.ts lists these parts (DEFERRED_PARTS). Apart from lazyScreen (@odonto/ui), which
 * the portal's entry carries, so that only the screens using it download it.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let download: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => {
    download ??= load().then(
      (component) => ({ default: component }),
      (cause: unknown) => {
        throw new ScreenLoadError('O código de uma parte da tela não pôde ser carregado.', { cause });
      },
    );
    return download;
  };
  return {
    Component: lazy(start),
    // The error, if any, is shown when the part draws.
    preload: () => {
      start().catch(() => undefined);
    },
  };
}
