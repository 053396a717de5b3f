import type { ReactNode } from 'react';
import { adminTripTexts as t, BUDGET_LABELS, emailVerificationTexts, INTEREST_LABELS, type AdminPreference } from '@mt/shared';
import { EmailVerifiedBadge } from '@/components/ui/email-verified-badge';
import { Panel } from '@/components/ui/panel';
import { formatDateTime } from '@/lib/format-date';
import { longDate } from '../../utils/format';
import { PreferenceNeedsItems } from './preference-needs-list';

const labelOf = <K extends string>(labels: Record<K, string>, value: string) => (labels as Record<string, string>)[value] ?? value;

/** Two columns on a phone; `wide` items take a whole row, `long` ones both phone columns. */
function Item({ label, children, wide = false, long = false }: { label: string; children: ReactNode; wide?: boolean; long?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-3' : long ? 'col-span-2 lg:col-span-1' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Spec 3 "Preference Summary": who, when, budget, duration, group, departure, interests and notes. */
export function PreferenceSummary({ preference: p }: { preference: AdminPreference }) {
  return (
    <Panel title={t.preferenceSummary} actions={<span className="text-sm font-medium text-slate-600">{t.preferenceHeading(p.id)}</span>}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <Item label={t.traveller} long>
          <span className="font-medium">{p.traveller_name}</span>
          <br />
          <a href={`mailto:${p.traveller_email}`} className="break-all text-brand-800 underline-offset-2 hover:underline">
            {p.traveller_email}
          </a>
          {!p.traveller_email_verified && (
            <>
              <br />
              <EmailVerifiedBadge verified={false} />
              <span className="mt-1 block text-xs text-amber-900">{emailVerificationTexts.travellerUnverifiedHint}</span>
            </>
          )}
        </Item>
        <Item label={t.submitted}>{formatDateTime(p.created_at)}</Item>
        <Item label={t.budget} long>{labelOf(BUDGET_LABELS, p.budget_range)}</Item>
        <Item label={t.duration}>{t.durationDays(p.duration)}</Item>
        <Item label={t.travellers}>{p.traveller_count}</Item>
        <Item label={t.departure} long>{longDate(p.departure_date)}</Item>
        <Item label={t.interests} wide>
          <ul className="flex flex-wrap gap-1.5">
            {p.interests.map((i) => (
              <li key={i} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                {labelOf(INTEREST_LABELS, i)}
              </li>
            ))}
          </ul>
        </Item>
        {p.notes && (
          <Item label={t.notes} wide>
            <p className="whitespace-pre-line">{p.notes}</p>
          </Item>
        )}
        <PreferenceNeedsItems needs={p} />
      </dl>
    </Panel>
  );
}
