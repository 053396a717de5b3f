import { preferenceNeedsTexts, servicesInExcludedCountries } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { findServiceCountries } from './service-countries.repository';

/**
 * Issue 19: a proposal (create or revise) may not hold a service in a country the traveller excluded.
 * Checked inside the proposal's transaction, after the preference row is locked, so the answer is
 * about the preference as it stands; the 409 names the first such service and its country.
 */
export async function assertNoExcludedCountry(tx: DbOrTx, serviceIds: number[], excluded: readonly string[]): Promise<void> {
  if (!excluded.length || !serviceIds.length) return;
  const rows = await findServiceCountries(tx, serviceIds);
  // In the admin's order, so the message names the first one they picked.
  const ordered = serviceIds.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  const [first] = servicesInExcludedCountries(ordered, excluded);
  if (first) throw conflict(preferenceNeedsTexts.serviceInExcludedCountry(first.name, first.country!));
}
