import { lazy, Suspense, useEffect } from 'react';
import { toasterListening } from '@/lib/toast';

const SonnerToaster = lazy(async () => {
  const { Toaster, toast } = await import('sonner');
  function ListeningToaster() {
    // Runs after sonner's own mount effect (children first), so its toaster already listens.
    useEffect(() => toasterListening(toast), []);
    return <Toaster position="top-right" duration={5000} richColors closeButton />;
  }
  return { default: ListeningToaster };
});

/** Where the app's toasts appear (lib/toast.ts); its code arrives after the page's. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
