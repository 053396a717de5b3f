import { adminTripTexts as t } from '@mt/shared';
import { ErrorPanel } from '@/components/ui/error-panel';
import { errorMessage } from '@/lib/api-client';

/**
 * A failed read: the spec's fallback as the title and the server's own message under it (spec 3
 * section 8: the server message is shown when present), with Try again.
 */
export function LoadError({ fallback, error, onRetry, retrying }: { fallback: string; error: unknown; onRetry?(): void; retrying?: boolean }) {
  const message = errorMessage(error, fallback);
  return <ErrorPanel title={fallback} message={message === fallback ? t.loadFailedBody : message} onRetry={onRetry} retrying={retrying} retryLabel={t.retry} />;
}
