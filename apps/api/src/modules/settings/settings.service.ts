import type { AdminSettings, UpdateAdminSettingsInput } from '@mt/shared';
import { REVEAL_DAYS_DEFAULT } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { readSettings, writeSetting } from './settings.repository';

const DEFAULTS: AdminSettings = {
  maintenance_mode: false,
  reveal_days_before_departure: REVEAL_DAYS_DEFAULT,
};
const KEYS = Object.keys(DEFAULTS) as (keyof AdminSettings)[];

/** A stored reveal lead time, or the default when none is stored or it is not a whole number of days. */
const revealDaysOf = (value: unknown): number => (Number.isInteger(value) ? (value as number) : DEFAULTS.reveal_days_before_departure);

export async function getAdminSettings(db: Db): Promise<AdminSettings> {
  const stored = await readSettings(db, KEYS);
  return {
    maintenance_mode: typeof stored.get('maintenance_mode') === 'boolean' ? (stored.get('maintenance_mode') as boolean) : DEFAULTS.maintenance_mode,
    reveal_days_before_departure: revealDaysOf(stored.get('reveal_days_before_departure')),
  };
}

/**
 * The admin's reveal lead time alone, for trips (dates, the reveal job). It takes a transaction too, so
 * a trip's rule reads it in the same snapshot as the trip it locked.
 */
export async function readRevealDays(db: DbOrTx): Promise<number> {
  return revealDaysOf((await readSettings(db, ['reveal_days_before_departure'])).get('reveal_days_before_departure'));
}

/** Several keys may change at once: all of them or none. */
export async function updateAdminSettings(db: Db, input: UpdateAdminSettingsInput): Promise<AdminSettings> {
  await db.transaction(async (tx) => {
    for (const key of KEYS) {
      if (input[key] !== undefined) await writeSetting(tx, key, input[key]);
    }
  });
  return getAdminSettings(db);
}
