import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { adminTexts, paths } from '@mt/shared';
import { useContactMessages } from '../api/get-contact-messages';

/** The dashboard header's link to the inbox, with how many messages are still new. */
export function ContactInboxLink() {
  const unread = useContactMessages({ status: 'new', limit: 1 });
  const count = unread.data?.pagination.totalMessages ?? 0;
  return (
    <Link
      to={paths.adminContactMessages}
      className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Mail className="size-4" aria-hidden />
      {adminTexts.contactMessagesLink}
      {count > 0 && (
        <span className="rounded-full bg-sand-500 px-2 py-0.5 text-xs font-bold text-slate-900">
          {count}
          <span className="sr-only"> new</span>
        </span>
      )}
    </Link>
  );
}
