import { PREFERENCE_STATUSES, adminPreferenceTexts, serviceTypeLabel } from '@mt/shared';

const preferenceStatusLabels: Record<string, string> = adminPreferenceTexts.statuses;

export interface StatusSlice {
  status: string;
  label: string;
  count: number;
  /** Share of all preferences, 0-100. */
  percent: number;
}

/** Preferences per status for the pie, in the lifecycle's order; statuses with none are left out. */
export function preferenceSlices(preferences: readonly { status: string }[]): StatusSlice[] {
  const counts = new Map<string, number>();
  for (const p of preferences) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
  const order = [...PREFERENCE_STATUSES, ...[...counts.keys()].filter((s) => !(PREFERENCE_STATUSES as readonly string[]).includes(s))];
  return order
    .filter((status) => counts.has(status))
    .map((status) => {
      const count = counts.get(status)!;
      return { status, label: preferenceStatusLabels[status] ?? status, count, percent: (count / preferences.length) * 100 };
    });
}

/** The pie's tooltip: '3 (25.0%)'. */
export const sliceTooltip = (slice: Pick<StatusSlice, 'count' | 'percent'>) => `${slice.count} (${slice.percent.toFixed(1)}%)`;

/** Services per type for the bars, most common first. */
export function serviceTypeBars(services: readonly { type: string }[]): { type: string; label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const s of services) counts.set(s.type, (counts.get(s.type) ?? 0) + 1);
  return [...counts.entries()]
    .map(([type, count]) => ({ type, label: serviceTypeLabel(type), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** '2026-03-05' → '5 Mar' (the server's days are UTC). */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** '2026-03' → 'Mar 26'. */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
