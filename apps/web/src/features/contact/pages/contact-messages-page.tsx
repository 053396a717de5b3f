import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ArrowLeft } from 'lucide-react';
import { CONTACT_PAGER_NUMBERS, CONTACT_PAGE_SIZE, CONTACT_SEARCH_DEBOUNCE_MS, contactTexts, paths, type ContactMessage, type ContactStatus } from '@mt/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { centredPages } from '@/components/ui/page-numbers';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContactMessages } from '../api/get-contact-messages';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useUpdateContactMessageStatus } from '../api/update-contact-message-status';
import { INBOX_SORTS, InboxToolbar, type InboxSort } from '../components/inbox-toolbar';
import { MessageList } from '../components/message-list';
import { MessageViewModal } from '../components/message-view-modal';
import { Container } from '@/components/ui/container';

/** /admin/contact-messages: the contact form's inbox (spec 3 section 2). */
export default function ContactMessagesPage() {
  useDocumentTitle(contactTexts.inboxTitle);
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [sort, setSort] = useState<InboxSort>('newest');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: a new search starts from the first page.
  const [paging, setPaging] = useState({ page: 1, search: '' });
  const [knownPages, setKnownPages] = useState(0);
  const [viewing, setViewing] = useState<ContactMessage | null>(null);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  const requested = paging.search === search ? paging.page : 1;
  // After deleting the last message of the last page, the page before it is shown.
  const page = knownPages > 0 ? Math.min(requested, knownPages) : requested;
  const setPage = (next: number) => setPaging({ page: next, search });

  const { sortBy, sortOrder } = INBOX_SORTS[sort];
  const list = useContactMessages({ page, limit: CONTACT_PAGE_SIZE, sortBy, sortOrder, status: status || undefined, search: search || undefined });
  const update = useUpdateContactMessageStatus();
  const remove = useDeleteContactMessage();
  const totalPages = list.data?.pagination.totalPages ?? 0;
  if (list.data && !list.isPlaceholderData && totalPages !== knownPages) setKnownPages(totalPages);

  useEffect(() => {
    if (list.isError) toast.error(errorMessage(list.error, contactTexts.loadFailed), { id: 'inbox-load' });
  }, [list.isError, list.error]);

  const markReplied = (message: ContactMessage) =>
    update.mutate(
      { id: message.id, status: 'replied' },
      {
        onSuccess: (updated) => {
          toast.success(contactTexts.markedReplied);
          setViewing((current) => (current?.id === updated.id ? updated : current));
        },
        onError: (err) => toast.error(errorMessage(err, contactTexts.updateFailed)),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(contactTexts.deletedToast);
        setViewing((current) => (current?.id === deleting.id ? null : current));
        setDeleting(null);
      },
      onError: (err) => toast.error(errorMessage(err, contactTexts.deleteFailed)),
    });
  };

  const filtered = Boolean(search || status);
  const messages = list.data?.messages ?? [];

  return (
    <Container className="space-y-6 py-8 sm:py-10">
      <Link to={paths.adminDashboard} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {contactTexts.backToDashboard}
      </Link>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold text-slate-900">{contactTexts.inboxTitle}</h1>
        <p className="text-slate-700">
          {contactTexts.inboxSubtitle}
          {list.data && ` ${list.data.pagination.totalMessages} ${list.data.pagination.totalMessages === 1 ? 'message' : 'messages'}${filtered ? ' match' : ''}.`}
        </p>
      </header>

      <InboxToolbar
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPage(1);
        }}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(1);
        }}
        search={searchInput}
        onSearch={setSearchInput}
      />

      <QueryState
        query={list}
        loadingLabel="Loading messages…"
        errorTitle={contactTexts.loadFailed}
        empty={
          messages.length === 0 &&
          (filtered ? (
            <EmptyState title={contactTexts.emptyFilteredTitle}>{contactTexts.emptyFilteredBody}</EmptyState>
          ) : (
            <EmptyState title={contactTexts.emptyTitle}>{contactTexts.emptyBody}</EmptyState>
          ))
        }
      >
        {() => (
          <div className={cn('space-y-4 transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching || undefined}>
            <MessageList
              messages={messages}
              onView={setViewing}
              onMarkReplied={markReplied}
              onDelete={setDeleting}
              updatingId={update.isPending ? (update.variables?.id ?? null) : null}
            />
            <Pagination variant="numbers" page={page} totalPages={totalPages} onPageChange={setPage} pageNumbers={(p, n) => centredPages(p, n, CONTACT_PAGER_NUMBERS)} />
          </div>
        )}
      </QueryState>

      <MessageViewModal
        listed={viewing}
        onClose={() => setViewing(null)}
        onMarkReplied={markReplied}
        onDelete={setDeleting}
        updating={update.isPending && update.variables?.id === viewing?.id}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={contactTexts.confirmDeleteTitle}
        description={contactTexts.confirmDelete}
        confirmLabel={contactTexts.delete}
        busyLabel={contactTexts.deleting}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Container>
  );
}
