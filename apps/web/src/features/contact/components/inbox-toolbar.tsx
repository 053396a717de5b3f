import { Search } from 'lucide-react';
import { CONTACT_STATUSES, contactStatusLabels, contactTexts, type ContactStatus } from '@mt/shared';
import { SelectField } from '@/components/ui/form-field';

/** Sort choices of the inbox, as sortBy and sortOrder pairs (newest first by default). */
export const INBOX_SORTS = {
  newest: { label: 'Newest first', sortBy: 'received_at', sortOrder: 'desc' },
  oldest: { label: 'Oldest first', sortBy: 'received_at', sortOrder: 'asc' },
  name: { label: 'Sender name (A–Z)', sortBy: 'name', sortOrder: 'asc' },
  subject: { label: 'Subject (A–Z)', sortBy: 'subject', sortOrder: 'asc' },
  status: { label: 'Status', sortBy: 'status', sortOrder: 'asc' },
} as const;
export type InboxSort = keyof typeof INBOX_SORTS;

interface InboxToolbarProps {
  status: ContactStatus | '';
  onStatus(status: ContactStatus | ''): void;
  sort: InboxSort;
  onSort(sort: InboxSort): void;
  search: string;
  onSearch(text: string): void;
}

export function InboxToolbar({ status, onStatus, sort, onSort, search, onSearch }: InboxToolbarProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem] sm:items-end">
      <div className="space-y-1">
        <label htmlFor="inbox-search" className="block text-sm font-medium text-slate-800">
          {contactTexts.searchLabel}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <input
            id="inbox-search"
            type="search"
            value={search}
            maxLength={200}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={contactTexts.searchPlaceholder}
            className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
          />
        </div>
      </div>
      <SelectField label={contactTexts.statusFilter} value={status} onChange={(e) => onStatus(e.target.value as ContactStatus | '')}>
        <option value="">{contactTexts.allStatuses}</option>
        {CONTACT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {contactStatusLabels[s]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Sort by" value={sort} onChange={(e) => onSort(e.target.value as InboxSort)}>
        {Object.entries(INBOX_SORTS).map(([key, s]) => (
          <option key={key} value={key}>
            {s.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
