import { PREFERENCE_STATUSES, adminPreferenceTexts } from '@mt/shared';

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
