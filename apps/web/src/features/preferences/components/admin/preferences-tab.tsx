import { useMemo, useState } from 'react';
import { SearchX, Sparkles } from 'lucide-react';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_DEBOUNCE_MS,
  BUDGET_LABELS,
  BUDGET_RANGES,
  DURATION_LABELS,
  DURATIONS,
  INTEREST_LABELS,
  adminPreferenceTexts as t,
  adminTexts,
  matchesPreferenceFilter,
  needsPayment,
  preferenceActionLabel,
  paths,
  type AdminPreference,
  type PreferenceFilter,
} from '@mt/shared';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmailVerifiedBadge } from '@/components/ui/email-verified-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { useClientTable } from '@/components/ui/use-client-table';
import { formatCalendarDate, formatDate } from '@/lib/format-date';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminPreferences } from '../../api/admin/get-admin-preferences';
import { PreferenceFilters } from './preference-filters';
import { PreferenceStatusCell } from './preference-status-cell';
import { RawPreferenceModal } from './raw-preference-modal';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { SlashBreaks } from '@/components/ui/slash-breaks';

const EMPTY: AdminPreference[] = [];
/** An address may wrap after its '@' (and nowhere else) in a narrow column. */
const label = <K extends string>(labels: Record<K, string>, key: string) => labels[key as K] ?? key;
const budgetLabel = (p: AdminPreference) => label(BUDGET_LABELS, p.budget_range);
// The table is wide: the range on one line, 'per person' under it.
const budgetRange = (p: AdminPreference) => budgetLabel(p).replace(/ per person$/, '');
const durationLabel = (p: AdminPreference) => label(DURATION_LABELS, p.duration);
const interestLabels = (p: AdminPreference) => p.interests.map((i) => label(INTEREST_LABELS, i));
// Budgets and durations sort in the form's order ('500-1000' before '5000+'), not as text.
const rank = (list: readonly string[], value: string) => (list.includes(value) ? list.indexOf(value) : null);

const searchText = (p: AdminPreference) =>
  [p.id, p.traveller_name, p.traveller_email, budgetLabel(p), durationLabel(p), ...interestLabels(p), t.statuses[p.status], p.notes ?? '', p.traveller_answer?.message ?? ''].join(' ');
const sortValues = {
  id: (p: AdminPreference) => p.id,
  submitted: (p: AdminPreference) => p.created_at,
  traveller: (p: AdminPreference) => p.traveller_name,
  budget: (p: AdminPreference) => rank(BUDGET_RANGES, p.budget_range),
  duration: (p: AdminPreference) => rank(DURATIONS, p.duration),
  guests: (p: AdminPreference) => p.traveller_count,
  departure: (p: AdminPreference) => p.departure_date,
  status: (p: AdminPreference) => t.statuses[p.status],
};

/** Spec 3 "Preferences tab": filters with counts, search, sortable table, 10 a page, raw viewer, the way to the trip. */
export function PreferencesTab() {
  const preferences = useAdminPreferences();
  const all = preferences.data ?? EMPTY;
  const [filter, setFilter] = useState<PreferenceFilter>('all');
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, ADMIN_SEARCH_DEBOUNCE_MS);
  const [raw, setRaw] = useState<AdminPreference | null>(null);

  const filtered = useMemo(() => all.filter((p) => matchesPreferenceFilter(p, filter)), [all, filter]);
  const table = useClientTable({
    rows: filtered,
    search: settled,
    searchText,
    sortValues,
    pageSize: ADMIN_PAGE_SIZE,
    initialSort: { columnId: 'submitted', direction: 'desc' },
    filterKey: filter,
  });
  const counts = { new: all.filter((p) => p.status === 'new').length, needs_payment: all.filter(needsPayment).length };

  const columns: DataTableColumn<AdminPreference>[] = [
    { id: 'id', header: t.columns.id, sortable: true, cell: (p) => <span className="font-semibold">#{p.id}</span> },
    { id: 'submitted', header: t.columns.submitted, sortable: true, className: 'sm:whitespace-nowrap', cell: (p) => formatDate(p.created_at) },
    {
      id: 'traveller',
      header: t.columns.traveller,
      sortable: true,
      cell: (p) => (
        <>
          <p className="font-medium">{p.traveller_name}</p>
          <p className="break-all text-xs text-slate-600 sm:break-normal">
            <BreakableEmail email={p.traveller_email} />
          </p>
          {/* Only the state that matters here: such a traveller cannot pay a proposal yet. */}
          {!p.traveller_email_verified && <EmailVerifiedBadge verified={false} />}
        </>
      ),
    },
    {
      id: 'budget',
      header: t.columns.budget,
      sortable: true,
      cell: (p) => (
        <>
          {/* The range breaks only after its dash, never inside an amount (the table must fit at 1280 px). */}
          <span>{budgetRange(p).replace(' – ', '\u00a0– ')}</span>
          {budgetRange(p) !== budgetLabel(p) && <span className="block text-xs text-slate-600">{t.perPerson}</span>}
        </>
      ),
    },
    { id: 'duration', header: t.columns.duration, sortable: true, className: 'sm:whitespace-nowrap', cell: durationLabel },
    { id: 'guests', header: t.columns.guests, sortable: true, align: 'right', cell: (p) => p.traveller_count },
    { id: 'departure', header: t.columns.departure, sortable: true, className: 'sm:whitespace-nowrap', cell: (p) => formatCalendarDate(p.departure_date) },
    { id: 'interests', header: t.columns.interests, cell: (p) => interestLabels(p).join(', ') || adminTexts.notAvailable },
    { id: 'status', header: t.columns.status, sortable: true, cell: (p) => <PreferenceStatusCell preference={p} /> },
    {
      id: 'actions',
      header: t.columns.actions,
      hideMobileLabel: true,
      // Room for 'View/Manage' on one line; the longer labels wrap inside their buttons.
      className: 'sm:w-36',
      cell: (p) => {
        const action = preferenceActionLabel(p.status);
        return (
          <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
            <Button size="sm" variant="secondary" className="text-center" onClick={() => setRaw(p)} aria-label={`${t.viewRaw}: preference #${p.id}`}>
              {t.viewRaw}
            </Button>
            <LinkButton
              to={paths.adminCreateTrip.to({ preferenceId: p.id })}
              size="sm"
              variant={p.status === 'new' ? 'primary' : 'secondary'}
              // A long label ('View Cancelled Trip') wraps inside its button rather than widening the table.
              className="text-center"
              aria-label={`${action}: preference #${p.id}`}
            >
              <SlashBreaks text={action} />
            </LinkButton>
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="preferences-title" className="space-y-4">
      <h2 id="preferences-title" className="text-xl font-semibold text-slate-900">
        {t.title} {preferences.data && <span className="text-base font-normal text-slate-600">({all.length})</span>}
      </h2>
      <QueryState
        query={preferences}
        loadingLabel="Loading preferences…"
        errorTitle={adminTexts.fetchPreferencesFailed}
        retryLabel={adminTexts.retry}
        empty={
          all.length === 0 && (
            <EmptyState title={t.noPreferencesTitle} icon={Sparkles}>
              {t.noPreferencesBody}
            </EmptyState>
          )
        }
      >
        {() => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <PreferenceFilters value={filter} onChange={setFilter} counts={counts} />
              <SearchInput label={t.searchLabel} placeholder={t.searchPlaceholder} value={search} onValueChange={setSearch} maxLength={200} className="w-full sm:max-w-sm" />
            </div>
            {table.matchCount === 0 ? (
              <EmptyState title={t.noPreferencesFoundTitle} icon={SearchX}>
                {t.noPreferencesFoundBody}
              </EmptyState>
            ) : (
              <DataTable density="compact" caption={t.title} columns={columns} rows={table.pageRows} rowKey={(p) => p.id} sort={table.sort} onSortChange={table.setSort} />
            )}
            <Pagination page={table.page} totalPages={table.totalPages} onPageChange={table.setPage} summary={adminTexts.pageSummary(table.page, table.totalPages, table.matchCount, 'preferences')} label="Preferences pages" />
          </>
        )}
      </QueryState>
      <RawPreferenceModal preference={raw} onClose={() => setRaw(null)} />
    </section>
  );
}
