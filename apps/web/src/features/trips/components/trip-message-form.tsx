import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { TRIP_MESSAGE_MAX_LENGTH, tripMessageTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useSendTripMessage } from '../api/send-trip-message';

/** Shown once a message gets near the limit, so the count is there when it matters. */
const COUNTER_FROM = TRIP_MESSAGE_MAX_LENGTH - 500;

/** The textarea and Send of a thread; Ctrl+Enter (⌘+Enter) sends too. */
export function TripMessageForm({ tripId }: { tripId: number }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const send = useSendTripMessage(tripId);
  const empty = draft.trim().length === 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || send.isPending) return;
    send.mutate(draft, { onSuccess: () => setDraft('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {tripMessageTexts.label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={TRIP_MESSAGE_MAX_LENGTH}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={tripMessageTexts.placeholder}
        aria-describedby={send.isError ? `${id}-error` : undefined}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
      {send.isError && (
        <div id={`${id}-error`}>
          <Alert tone="error">{errorMessage(send.error, tripMessageTexts.sendFailed)}</Alert>
        </div>
      )}
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-slate-600" aria-live="polite">
          {draft.length >= COUNTER_FROM ? `${draft.length} / ${TRIP_MESSAGE_MAX_LENGTH}` : ''}
        </p>
        <Button type="submit" loading={send.isPending} disabled={empty}>
          {send.isPending ? tripMessageTexts.sending : tripMessageTexts.send}
        </Button>
      </div>
    </form>
  );
}
