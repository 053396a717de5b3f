import { useDeferredValue, useMemo, useState } from 'react';
import { Check, Heart, Plus } from 'lucide-react';
import { adminTripTexts as t, countryName, preferenceNeedsTexts, savedServicesTexts, serviceTypeLabel, servicePublicStatus, type AdminService } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { PartnerLinks } from './partner-links';
import { ServicePrice } from './service-price';

export interface ServicesSource {
  data: AdminService[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch(): void;
}

/** The services the preference's traveller saved (issue 22), newest first; `failed` when they could not be read. */
export interface SavedHint {
  ids: readonly number[] | undefined;
  failed: boolean;
}

/** The traveller's saved services first, newest saved first, then the rest in the list's own order. */
export function savedFirst<S extends { id: number }>(list: readonly S[], savedIds: readonly number[]): S[] {
  const rank = new Map(savedIds.map((id, i) => [id, i]));
  const saved = list.filter((s) => rank.has(s.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return [...saved, ...list.filter((s) => !rank.has(s.id))];
}

/** Spec 3 section 5: the search matches name, type or company name, case-insensitively. */
export const serviceMatches = (s: AdminService, query: string) => {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || [s.name, s.type, serviceTypeLabel(s.type), s.company_name].some((v) => v.toLocaleLowerCase().includes(needle));
};

interface ServicePickerProps {
  services: ServicesSource;
  /** Without it (the revision view) the list keeps its order. */
  saved?: SavedHint;
  selectedIds: ReadonlySet<number>;
  onAdd(service: AdminService): void;
  /** The preference's excluded countries (issue 19): their services are marked and cannot be added. */
  excludedCountries?: readonly string[];
}

/**
 * The services an admin can put in a proposal: those the catalogue offers (active, partner subscribed),
 * since the server refuses the others. Add turns into 'Added' once chosen. The traveller's saved services come
 * first and say so: a hint that steers the surprise without the traveller choosing it.
 */
export function ServicePicker({ services, saved, selectedIds, onAdd, excludedCountries = [] }: ServicePickerProps) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const savedIds = saved?.ids;
  const savedSet = useMemo(() => new Set(savedIds), [savedIds]);
  const bookable = useMemo(() => savedFirst((services.data ?? []).filter((s) => servicePublicStatus(s).isPublic), savedIds ?? []), [services.data, savedIds]);
  const shown = useMemo(() => bookable.filter((s) => serviceMatches(s, query)), [bookable, query]);
  const savedShown = bookable.filter((s) => savedSet.has(s.id)).length;
  // Waiting for the hint too, so the list does not reorder under the admin's pointer when it comes.
  const pending = services.isPending || (saved !== undefined && saved.ids === undefined && !saved.failed);

  return (
    <Panel title={t.availableServices} actions={services.data && <span className="text-sm text-slate-600">{t.bookableCount(bookable.length)}</span>}>
      {excludedCountries.length > 0 && <p className="mb-3 text-sm text-slate-700">{preferenceNeedsTexts.adminExcludedWarning}</p>}
      {savedShown > 0 && <p className="mb-3 text-sm text-slate-700">{savedServicesTexts.savedCount(savedShown)}</p>}
      {saved?.failed && <p className="mb-3 text-sm text-slate-700">{savedServicesTexts.savedLoadFailed}</p>}
      <SearchInput label={t.searchServicesLabel} placeholder={t.searchServices} value={search} onValueChange={setSearch} maxLength={200} className="mb-4" />
      {pending ? (
        <Spinner label="Loading services…" />
      ) : services.error ? (
        <ErrorPanel
          title={t.fetchAvailableFailed}
          message={t.errorLoadingServices(errorMessage(services.error, t.fetchAvailableFailed))}
          onRetry={services.refetch}
        />
      ) : shown.length === 0 ? (
        <EmptyState title={bookable.length ? t.noServicesMatch : t.noBookableServices} />
      ) : (
        // relative: the links' sr-only text is positioned, and must be clipped by this scroll box, not stretch the page.
        <ul className="relative max-h-[36rem] divide-y divide-slate-200 overflow-y-auto rounded-xl ring-1 ring-slate-200" aria-label={t.availableServices}>
          {shown.map((s) => {
            const added = selectedIds.has(s.id);
            const excluded = s.country !== null && excludedCountries.includes(s.country);
            return (
              <li key={s.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-0.5">
                  <p className="font-semibold text-slate-900">{s.name}</p>
                  <p className="text-xs text-slate-600">
                    {serviceTypeLabel(s.type)}
                    {s.country && ` · ${countryName(s.country)}`}
                  </p>
                  {savedSet.has(s.id) && (
                    <p className="inline-flex items-center gap-1 rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-200">
                      <Heart className="size-3.5 fill-rose-600 text-rose-700" aria-hidden />
                      {savedServicesTexts.savedByTraveller}
                    </p>
                  )}
                  {excluded && (
                    <p className="inline-block rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                      {preferenceNeedsTexts.adminExcludedBadge(s.country!)}
                    </p>
                  )}
                  <p className="text-sm">
                    <PartnerLinks companyName={s.company_name} slug={s.partner_slug} websiteUrl={s.partner_website_url} />
                  </p>
                </div>
                <div className="flex items-center justify-between gap-3 sm:justify-end">
                  <ServicePrice basePrice={s.base_price} currency={s.currency} basePriceNok={s.base_price_nok} />
                  <Button
                    size="sm"
                    variant={added ? 'ghost' : 'secondary'}
                    disabled={added || excluded}
                    onClick={() => onAdd(s)}
                    aria-label={excluded ? `${t.addService(s.name)} (${preferenceNeedsTexts.adminExcludedBadge(s.country!)})` : added ? `${t.added}: ${s.name}` : t.addService(s.name)}
                  >
                    {added ? <Check className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
                    {added ? t.added : t.add}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
