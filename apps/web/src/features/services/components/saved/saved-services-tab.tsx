import type { ReactNode } from 'react';
import { Heart } from 'lucide-react';
import { paths, savedServicesTexts as t, type ServiceDto } from '@mt/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LinkButton } from '@/components/ui/link-button';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSavedServices } from '../../api/saved-services';
import { ServicesGrid } from '../services-grid';

/**
 * The traveller dashboard's Saved tab (issue 22): the saved services as catalogue cards, newest saved first.
 * Each card's heart removes it (with Undo in the toast); with nothing saved, the way to the catalogue.
 */
export function SavedServicesTab({ renderAction }: { renderAction?: (service: ServiceDto) => ReactNode }) {
  const saved = useSavedServices();
  return (
    <Panel title={t.title}>
      <p className="mb-5 max-w-3xl text-slate-700">{t.intro}</p>
      {saved.isPending ? (
        <Spinner label="Loading your saved services…" />
      ) : saved.isError ? (
        <ErrorPanel title={t.loadFailed} message={errorMessage(saved.error, t.loadFailed)} onRetry={() => void saved.refetch()} retrying={saved.isFetching} />
      ) : saved.data.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t.emptyTitle}
          action={
            <LinkButton to={paths.serviceDiscovery} variant="secondary">
              {t.emptyAction}
            </LinkButton>
          }
        >
          {t.emptyBody}
        </EmptyState>
      ) : (
        <ServicesGrid services={saved.data} renderAction={renderAction} />
      )}
    </Panel>
  );
}
