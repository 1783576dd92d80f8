import { type LazyScreenRoute, lazyScreen } from '@odonto/ui';
import type { ComponentType, ReactNode } from 'react';

/** A screen's route whose code loads on first use; an error inside it shows `errorElement` in its place. */
export const lazyRoute = (
  load: () => Promise<ComponentType>,
  errorElement: ReactNode,
): LazyScreenRoute & { errorElement: ReactNode } => ({
  ...lazyScreen(load),
  errorElement,
});
