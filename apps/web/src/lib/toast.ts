import type { toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;

let deliver: (toast: SonnerToast) => void = () => undefined;
const listening = new Promise<SonnerToast>((resolve) => {
  deliver = resolve;
});

/** Called by <Toaster> once sonner's toaster is mounted and listening (sonner drops toasts sent before). */
export const toasterListening = (toast: SonnerToast) => deliver(toast);

/**
 * The app's toasts. Sonner is loaded after the first paint (components/ui/toaster.tsx) instead of riding
 * in every page's first download (issue 20); a toast asked for before then is shown once it has arrived.
 */
export const toast = {
  success: (...args: Parameters<SonnerToast['success']>) => void listening.then((t) => t.success(...args)),
  error: (...args: Parameters<SonnerToast['error']>) => void listening.then((t) => t.error(...args)),
};
