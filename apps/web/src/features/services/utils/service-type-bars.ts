import { serviceTypeLabel } from '@mt/shared';

/** Services per type for the bars, most common first. */
export function serviceTypeBars(services: readonly { type: string }[]): { type: string; label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const s of services) counts.set(s.type, (counts.get(s.type) ?? 0) + 1);
  return [...counts.entries()]
    .map(([type, count]) => ({ type, label: serviceTypeLabel(type), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
