import { tripMessageAuthorLabel, tripMessageTexts, type TripMessage, type TripMessageAuthorRole } from '@mt/shared';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

interface TripMessageItemProps {
  message: TripMessage;
  /** The side of whoever is reading: their side's messages sit on the right. */
  side: TripMessageAuthorRole;
  isNew: boolean;
}

/** One message. The body is plain text: React escapes it and pre-wrap keeps the writer's line breaks. */
export function TripMessageItem({ message, side, isNew }: TripMessageItemProps) {
  const mine = message.author_role === side;
  const author = mine && side === 'traveller' ? tripMessageTexts.you : tripMessageAuthorLabel(message);
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={`${author}, ${formatDateTime(message.created_at)}`}
        className={cn('max-w-[85%] rounded-xl px-3 py-2 ring-1', mine ? 'bg-brand-50 ring-brand-100' : 'bg-white ring-slate-200')}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
          <span className="font-semibold text-slate-800">{author}</span>
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          {isNew && <span className="rounded bg-amber-100 px-1.5 font-semibold text-amber-900">{tripMessageTexts.newDivider}</span>}
        </p>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{message.body}</p>
      </article>
    </li>
  );
}
