import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { ErrorPanel } from './error-panel';
import { Spinner } from './spinner';

/** What a panel's states read of a TanStack query. */
export interface QueryStatus {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch(): unknown;
}

/**
 * The states every data panel shows, in one order: loading, failed (with its title, the server's
 * message and a retry), empty, then the content. `children` is a function so the content is only
 * built once the data is there. A failed background refresh keeps the rows already on screen.
 */
export function QueryState({
  query,
  loadingLabel,
  errorTitle,
  errorFallback = errorTitle,
  httpFallback = false,
  retryLabel,
  empty,
  children,
}: {
  query: QueryStatus;
  loadingLabel: string;
  errorTitle: string;
  /** The message when the error carries none of its own (defaults to the title). */
  errorFallback?: string;
  /** Show the server's message for HTTP errors too, not only for network and validation errors. */
  httpFallback?: boolean;
  retryLabel?: string;
  /** The empty state, or nothing when there is something to show. */
  empty?: ReactNode;
  children(): ReactNode;
}) {
  if (query.isError && query.data === undefined) {
    return (
      <ErrorPanel
        title={errorTitle}
        message={errorMessage(query.error, errorFallback, { httpFallback })}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel={retryLabel}
      />
    );
  }
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (empty) return empty;
  return children();
}
