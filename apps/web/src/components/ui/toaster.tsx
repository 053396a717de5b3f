import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterListening, toasterNeeded } from '@/lib/toast';

const SonnerToaster = lazy(async () => {
  const { Toaster, toast } = await import('sonner');
  function ListeningToaster() {
    // Runs after sonner's own mount effect (children first), so its toaster already listens.
    useEffect(() => toasterListening(toast), []);
    return <Toaster position="top-right" duration={5000} richColors closeButton />;
  }
  return { default: ListeningToaster };
});

/** Where the app's toasts appear (lib/toast.ts); its code is downloaded with the first toast. */
export function Toaster() {
  const needed = useSyncExternalStore(toasterNeeded.subscribe, toasterNeeded.get, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
