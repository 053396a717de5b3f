import { MapPinOff } from 'lucide-react';
import { paths } from '@mt/shared';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Catch-all inside the root layout, so the bar and footer stay available to find the way back. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <MapPinOff className="size-12 text-brand-700" aria-hidden />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-3 max-w-md text-slate-700">
        Even mystery trips have a destination, but this page doesn’t exist. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LinkButton to={paths.home}>Back to the home page</LinkButton>
        <LinkButton to={paths.serviceDiscovery} variant="secondary">
          Browse services
        </LinkButton>
      </div>
    </Container>
  );
}
