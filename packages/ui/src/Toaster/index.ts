export { showToast, type ToastMessage, type ToastStatus } from './showToast';
export { Toaster } from './Toaster';
// The store itself (toaster.ts) is not in the barrel: the signed-in screens' first load would carry it and
// Zag's toast code (about 1.5 KB gzipped); tests and stories import it from '@odonto/ui/toaster'.
