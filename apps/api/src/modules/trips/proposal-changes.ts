import { minorToDecimal, type Inclusions, type ProposalChange } from '@mt/shared';

/** What a proposal looks like to the traveller: no service names, only how many. */
export interface ProposalSnapshot {
  totalPriceMinor: number;
  currency: string;
  nights: number | null;
  inclusions: Inclusions | null;
  teaser: string | null;
  serviceIds: number[];
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The traveller-safe list of what a revision changed (issue 18). A swap of services with the same
 * count still shows as a change of services (count → count): the traveller learns that something
 * in the plan moved, never what.
 */
export function proposalChanges(before: ProposalSnapshot, after: ProposalSnapshot): ProposalChange[] {
  const changes: ProposalChange[] = [];
  const push = (field: ProposalChange['field'], from: ProposalChange['from'], to: ProposalChange['to']) => {
    if (from !== to) changes.push({ field, from, to });
  };
  push('total_price', minorToDecimal(before.totalPriceMinor, before.currency), minorToDecimal(after.totalPriceMinor, after.currency));
  push('nights', before.nights, after.nights);
  if (!sameSet(before.serviceIds, after.serviceIds)) changes.push({ field: 'services', from: before.serviceIds.length, to: after.serviceIds.length });
  const b = before.inclusions;
  const a = after.inclusions;
  push('accommodation_style', b?.accommodation_style ?? null, a?.accommodation_style ?? null);
  push('guided_activities', b?.guided_activities ?? null, a?.guided_activities ?? null);
  push('airport_transfers', b?.airport_transfers ?? null, a?.airport_transfers ?? null);
  push('flights_included', b?.flights_included ?? null, a?.flights_included ?? null);
  push('meals', b?.meals ?? null, a?.meals ?? null);
  push('teaser', before.teaser, after.teaser);
  return changes;
}
