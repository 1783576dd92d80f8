import { createToaster } from '@chakra-ui/react';

/** How long a success or info toast stays: a little longer than the Notice's 5 s, since it is read aside. */
export const TOAST_DURATION_MS = 6000;

export type ToastStatus = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  status: ToastStatus;
  /** The bold first line, pt-BR. */
  title: string;
  /** The detail under it, pt-BR. */
  description?: string;
}

/**
 * The one toaster of an app, for what happens away from where the eye is: an event that arrives in the
 * background (a live decision) or the result of an action whose message lies outside the viewport. Render
 * <Toaster /> once in the layout that may raise them. Bottom-end: clear of the header's bell and menus.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

/**
 * Shows a toast. Success and info go after TOAST_DURATION_MS (pausing while hovered or focused, or while
 * the page is hidden); an error or a warning stays until closed (WCAG 2.2.1), as the Notice's do.
 */
export function showToast({ status, title, description }: ToastMessage): string {
  const stays = status === 'error' || status === 'warning';
  return toaster.create({
    type: status,
    title,
    description,
    closable: true,
    duration: stays ? Number.POSITIVE_INFINITY : TOAST_DURATION_MS,
  });
}
