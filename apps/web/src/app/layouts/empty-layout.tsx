import { Outlet } from 'react-router';

/**
 * Bare frame for the maintenance notice: no bar, footer or widgets to lead anywhere. Saved
 * accessibility preferences still apply: the accessibility feature sets them on <html> when loaded.
 */
export default function EmptyLayout() {
  return (
    <main id="main-content" className="flex min-h-screen flex-col items-center justify-center bg-sand-50 px-4 py-12 text-slate-900">
      <Outlet />
    </main>
  );
}
