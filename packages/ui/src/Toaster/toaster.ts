import { createToaster } from '@chakra-ui/react';
import type { ToastMessage } from './showToast';

/** How long a success or info toast stays: a little longer than the Notice's 5 s, since it is read aside. */
export const TOAST_DURATION_MS = 6000;

/**
 * The one toaster of an app, for what happens away from where the eye is: an event that arrives in the
 * background (a live decision) or the result of an action whose message lies outside the viewport. Raise
 * toasts with showToast, render <Toaster /> once in the layout. Bottom-end: clear of the header's bell.
 */
// Marked pure: a bundle that imports the kit's barrel but raises no toast drops the store (and Zag's toast
// code behind it) instead of keeping it for the call's sake.
export const toaster = /* @__PURE__ */ createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 4,
});

/**
 * Creates a toast in the store (showToast loads this module and calls it). Success and info go after
 * TOAST_DURATION_MS (pausing while hovered or focused, or while the page is hidden); an error or a warning
 * stays until closed (WCAG 2.2.1), as the Notice's do.
 */
export function createToast({ status, title, description }: ToastMessage): string {
  const stays = status === 'error' || status === 'warning';
  return toaster.create({
    type: status,
    title,
    description,
    closable: true,
    duration: stays ? Number.POSITIVE_INFINITY : TOAST_DURATION_MS,
  });
}
