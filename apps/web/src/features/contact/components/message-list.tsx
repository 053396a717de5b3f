import { CheckCheck, Eye, Trash2 } from 'lucide-react';
import { contactTexts, type ContactMessage } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { ContactStatusBadge } from './status-badge';

interface MessageListProps {
  messages: ContactMessage[];
  onView(message: ContactMessage): void;
  onMarkReplied(message: ContactMessage): void;
  onDelete(message: ContactMessage): void;
  /** The message whose status change is being saved. */
  updatingId: number | null;
}

/** One row per message: sender, subject and a preview, when it came, and the actions. New ones stand out. */
export function MessageList({ messages, onView, onMarkReplied, onDelete, updatingId }: MessageListProps) {
  return (
    <ul aria-label="Messages" className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {messages.map((m) => (
        <li key={m.id} className={cn('grid gap-3 p-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-center', m.status === 'new' && 'bg-sky-50/60')}>
          <div className="min-w-0">
            <p className={cn('truncate text-slate-900', m.status === 'new' ? 'font-bold' : 'font-medium')}>{m.name}</p>
            <p className="truncate text-sm text-slate-700">{m.email}</p>
            <p className="mt-1 text-xs text-slate-600">{formatDateTime(m.received_at)}</p>
          </div>
          <div className="min-w-0">
            <div className="flex items-center gap-2">
              <ContactStatusBadge status={m.status} />
              <p className={cn('truncate text-slate-900', m.status === 'new' && 'font-semibold')}>{m.subject}</p>
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-slate-700">{m.message}</p>
          </div>
          <div className="flex flex-wrap gap-2 md:justify-end">
            <Button size="sm" variant="secondary" onClick={() => onView(m)} aria-label={`${contactTexts.view}: ${m.subject}`}>
              <Eye className="size-4" aria-hidden />
              {contactTexts.view}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={m.status === 'replied'}
              loading={updatingId === m.id}
              onClick={() => onMarkReplied(m)}
              aria-label={m.status === 'replied' ? `${contactTexts.replied}: ${m.subject}` : `${contactTexts.markReplied}: ${m.subject}`}
            >
              <CheckCheck className="size-4" aria-hidden />
              {m.status === 'replied' ? contactTexts.replied : contactTexts.markReplied}
            </Button>
            <Button size="sm" variant="bare" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(m)} aria-label={`${contactTexts.delete}: ${m.subject}`}>
              <Trash2 className="size-4" aria-hidden />
              {contactTexts.delete}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
