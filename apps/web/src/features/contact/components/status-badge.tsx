import { contactStatusLabels, type ContactStatus } from '@mt/shared';
import { cn } from '@/lib/cn';

const tones: Record<ContactStatus, string> = {
  new: 'bg-sky-100 text-sky-900 ring-sky-300',
  read: 'bg-slate-100 text-slate-800 ring-slate-300',
  replied: 'bg-green-100 text-green-900 ring-green-300',
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', tones[status])}>
      {contactStatusLabels[status]}
    </span>
  );
}
