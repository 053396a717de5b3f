import type { ReactNode } from 'react';
import { countryName, preferenceNeedsTexts as t, type PreferenceNeeds } from '@mt/shared';
import { Panel } from '@/components/ui/panel';

function Need({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-3' : 'col-span-2 lg:col-span-1'}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-600">{t.adminNone}</span>;

/**
 * Issue 19: every need of a preference, each shown even when not given ("None given"), so the admin
 * never mistakes a missing line for "no need". Items of the summary's <dl> grid.
 */
export function PreferenceNeedsItems({ needs }: { needs: PreferenceNeeds }) {
  return (
    <>
      <Need label={t.homeCityLabel}>{needs.home_city ?? none}</Need>
      <Need label={t.flightsLabel}>{needs.flights_included === null ? none : needs.flights_included ? t.flightsYes : t.flightsNo}</Need>
      <Need label={t.excludedLabel}>
        {needs.excluded_countries.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t.excludedLabel}>
            {needs.excluded_countries.map((code) => (
              <li key={code} className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                {countryName(code)}
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Need>
      <Need label={t.accessibilityLabel} wide>
        {needs.accessibility_needs ? <p className="whitespace-pre-line">{needs.accessibility_needs}</p> : none}
      </Need>
      <Need label={t.dietaryLabel} wide>
        {needs.dietary_needs ? <p className="whitespace-pre-line">{needs.dietary_needs}</p> : none}
      </Need>
    </>
  );
}

/** The revise view's reminder of the traveller's needs (the create view shows them in its summary). */
export function PreferenceNeedsPanel({ needs }: { needs: PreferenceNeeds }) {
  return (
    <Panel title={t.adminNeedsTitle}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <PreferenceNeedsItems needs={needs} />
      </dl>
    </Panel>
  );
}
