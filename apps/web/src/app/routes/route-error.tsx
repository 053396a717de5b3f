import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { TriangleAlert } from 'lucide-react';
import { paths } from '@mt/shared';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What went wrong, in words for a traveller; the technical detail goes to the console. */
function describe(error: unknown): { title: string; body: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Page not found', body: 'We couldn’t find the page you were looking for.' };
  }
  // A lazy page that fails to load is usually a new deployment replacing old files: a reload fixes it.
  if (error instanceof TypeError && /dynamically imported module|importing a module script/i.test(error.message)) {
    return { title: 'A new version is available', body: 'Please reload the page to continue.' };
  }
  return { title: 'Something went wrong', body: 'An unexpected error occurred while showing this page. Please try again in a moment.' };
}

/** Router error boundary. It replaces the layouts, so it brings its own <main>. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const { title, body } = describe(error);
  useDocumentTitle(title);
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-sand-50 px-4 py-12 text-slate-900">
      <div className="max-w-md space-y-4 text-center">
        <TriangleAlert className="mx-auto size-12 text-sand-500" aria-hidden />
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-slate-700">{body}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Reload page
          </button>
          {/* A plain <a>: after an error the router's state may be the thing that is broken. */}
          <a
            href={paths.home}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Go to the home page
          </a>
        </div>
        <p className="text-sm text-slate-700">
          If this keeps happening, <Link to={paths.contact} className="font-medium text-brand-800 underline">contact us</Link>.
        </p>
      </div>
    </main>
  );
}
