import type { toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;

let deliver: (toast: SonnerToast) => void = () => undefined;
const listening = new Promise<SonnerToast>((resolve) => {
  deliver = resolve;
});

/** Called by <Toaster> once sonner's toaster is mounted and listening (sonner drops toasts sent before). */
export const toasterListening = (toast: SonnerToast) => deliver(toast);

let needed = false;
const onNeeded = new Set<() => void>();

/** Whether a toast has been asked for: until then <Toaster> renders nothing and sonner is not downloaded. */
export const toasterNeeded = {
  get: () => needed,
  subscribe(listener: () => void) {
    onNeeded.add(listener);
    return () => void onNeeded.delete(listener);
  },
};

/** Mounts the toaster (and so downloads sonner) now; the first toast does it otherwise. */
export function loadToaster() {
  if (needed) return;
  needed = true;
  for (const listener of onNeeded) listener();
}

/**
 * The app's toasts. Most page loads raise none, so sonner is downloaded only when the first one is asked
 * for (components/ui/toaster.tsx), not with every page (issue 20); that toast is shown once it has arrived.
 */
export const toast = {
  success: (...args: Parameters<SonnerToast['success']>) => {
    loadToaster();
    void listening.then((t) => t.success(...args));
  },
  error: (...args: Parameters<SonnerToast['error']>) => {
    loadToaster();
    void listening.then((t) => t.error(...args));
  },
};
