import { useEffect, useRef, useState } from 'react';
import { tripMessageTexts, type TripMessageAuthorRole } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useMarkTripMessagesRead } from '../api/mark-trip-messages-read';
import { useTripMessages } from '../api/get-trip-messages';
import { TripMessageForm } from './trip-message-form';
import { TripMessageItem } from './trip-message-item';

interface TripThreadProps {
  tripId: number;
  /** Who is reading: the trip's traveller, or an admin for the team. */
  side: TripMessageAuthorRole;
}

/**
 * A trip's thread for either side (issue 18 section 4): the messages oldest first, then the form.
 * What the other side wrote since the reader's last visit is marked New for this visit, and the
 * thread is marked read up to the last message shown, so the unread badges go down.
 */
export function TripThread({ tripId, side }: TripThreadProps) {
  const thread = useTripMessages(tripId);
  const { mutate: markRead } = useMarkTripMessagesRead(tripId, side);
  const listRef = useRef<HTMLOListElement>(null);
  const marked = useRef(0);
  // The read marker as it was when the thread opened: New stays on for this visit.
  const [newAfter, setNewAfter] = useState<number | null>(null);
  const data = thread.data;
  if (data && newAfter === null) setNewAfter(data.read_up_to);

  const lastFromOtherSide = data?.messages.filter((m) => m.author_role !== side).at(-1)?.id ?? 0;
  useEffect(() => {
    if (!data || lastFromOtherSide <= Math.max(data.read_up_to, marked.current)) return;
    marked.current = lastFromOtherSide;
    markRead(lastFromOtherSide);
  }, [data, lastFromOtherSide, markRead]);

  const count = data?.messages.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  if (thread.isPending) return <Spinner label="Loading messages…" />;
  if (thread.isError) return <Alert tone="error">{errorMessage(thread.error, tripMessageTexts.loadFailed)}</Alert>;
  return (
    <div className="space-y-4">
      {count === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">{side === 'traveller' ? tripMessageTexts.empty : tripMessageTexts.emptyForTeam}</p>
      ) : (
        <ol ref={listRef} role="log" aria-label={tripMessageTexts.threadTitle(tripId)} className="max-h-[50vh] space-y-3 overflow-y-auto rounded-lg bg-slate-50 p-3" tabIndex={0}>
          {thread.data.messages.map((m) => (
            <TripMessageItem key={m.id} message={m} side={side} isNew={m.author_role !== side && m.id > (newAfter ?? 0)} />
          ))}
        </ol>
      )}
      <TripMessageForm tripId={tripId} />
    </div>
  );
}
