export { Toaster } from './Toaster';
export { showToast, TOAST_DURATION_MS, type ToastMessage, type ToastStatus, toaster } from './toaster';
