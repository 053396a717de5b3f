import { sessionTexts } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useLogoutEverywhere } from '../api/logout-everywhere';

/** "Log out everywhere" (issue 21): ends every session on the server, then `onDone` signs out here. */
export function LogoutEverywhereButton({ onDone }: { onDone(): void }) {
  const everywhere = useLogoutEverywhere();
  const run = () =>
    everywhere.mutate(undefined, {
      onSuccess: onDone,
      // A session that had ended already is as good as ended now.
      onError: (err) => err instanceof ApiError && err.status === 401 && onDone(),
    });
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button variant="secondary" size="sm" onClick={run} loading={everywhere.isPending}>
        {everywhere.isPending ? sessionTexts.loggingOut : sessionTexts.logoutEverywhere}
      </Button>
      {everywhere.isError && (
        <span role="alert" className="text-xs text-red-700">
          {errorMessage(everywhere.error, sessionTexts.logoutEverywhereFailed)}
        </span>
      )}
    </span>
  );
}
