import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, Mail, Trash2 } from 'lucide-react';
import { contactTexts, type ContactMessage } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useContactMessage } from '../api/get-contact-message';
import { patchListedMessage } from '../api/patch-listed-message';
import { ContactStatusBadge } from './status-badge';

interface MessageViewModalProps {
  /** The message as listed: shown at once while the server marks it read. */
  listed: ContactMessage | null;
  onClose(): void;
  onMarkReplied(message: ContactMessage): void;
  onDelete(message: ContactMessage): void;
  updating: boolean;
}

/** Opening a message reads it from the server, which marks it read; the list adopts the new status. */
export function MessageViewModal({ listed, onClose, onMarkReplied, onDelete, updating }: MessageViewModalProps) {
  const queryClient = useQueryClient();
  const detail = useContactMessage(listed?.id ?? null);
  const message = detail.data ?? listed;

  useEffect(() => {
    if (detail.data) patchListedMessage(queryClient, detail.data);
  }, [detail.data, queryClient]);

  return (
    <Modal open={listed !== null} onOpenChange={(open) => !open && onClose()} title={message?.subject ?? contactTexts.inboxTitle}>
      {message && (
        <div className="space-y-4">
          {detail.isError && <Alert tone="error">{errorMessage(detail.error, contactTexts.detailFailed)}</Alert>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-700">From</dt>
            <dd className="text-slate-900">{message.name}</dd>
            <dt className="font-medium text-slate-700">{contactTexts.email}</dt>
            <dd>
              <a href={`mailto:${message.email}`} className="break-all text-brand-800 underline">
                {message.email}
              </a>
            </dd>
            <dt className="font-medium text-slate-700">Received</dt>
            <dd className="text-slate-900">{formatDateTime(message.received_at)}</dd>
            <dt className="font-medium text-slate-700">{contactTexts.statusFilter}</dt>
            <dd>
              <ContactStatusBadge status={message.status} />
            </dd>
          </dl>
          {detail.isFetching && !detail.data ? <Spinner label="Loading message…" /> : null}
          <p className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-sm text-slate-900">{message.message}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
              className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50"
            >
              <Mail className="size-4" aria-hidden />
              {contactTexts.replyByEmail}
            </a>
            <Button size="sm" variant="secondary" disabled={message.status === 'replied'} loading={updating} onClick={() => onMarkReplied(message)}>
              <CheckCheck className="size-4" aria-hidden />
              {message.status === 'replied' ? contactTexts.replied : contactTexts.markReplied}
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDelete(message)}>
              <Trash2 className="size-4" aria-hidden />
              {contactTexts.delete}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
