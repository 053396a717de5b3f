import { budgetRangeForUsd, convertAmount, minorToDecimal, tripPlanTexts, type ExchangeRates } from '@mt/shared';
import type { PlanServiceRow } from './preferences.repository';

/**
 * Budget of a trip plan from the database's prices, not the browser's copy: the sum of the services'
 * base prices in USD (each per person). Unpriced services ('Contact for pricing') or currencies without
 * a rate add nothing, so a plan with no known price asks for the lowest bucket.
 */
export function planBudgetRange(rows: PlanServiceRow[], rates: ExchangeRates) {
  let usd = 0;
  for (const r of rows) {
    if (r.basePriceMinor === null) continue;
    usd += convertAmount(minorToDecimal(r.basePriceMinor, r.currency), r.currency, 'USD', rates) ?? 0;
  }
  return budgetRangeForUsd(usd);
}

/** The traveller's notes followed by the plan's services, so the admin sees what was chosen. */
export function planNotes(notes: string | null, rows: PlanServiceRow[], orderedIds: number[]): string | null {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = orderedIds.flatMap((id) => (byId.has(id) ? [`- ${byId.get(id)!.name} (service #${id})`] : []));
  if (!lines.length) return notes;
  const block = [tripPlanTexts.notesServicesHeading, ...lines].join('\n');
  return notes ? `${notes}\n\n${block}` : block;
}
