import type { AdminSettings, UpdateAdminSettingsInput } from '@mt/shared';
import { REVEAL_DAYS_DEFAULT } from '@mt/shared';
import type { Db } from '../../db/client';
import { readSettings, writeSetting } from './settings.repository';

const DEFAULTS: AdminSettings = {
  maintenance_mode: false,
  reveal_days_before_departure: REVEAL_DAYS_DEFAULT,
};
const KEYS = Object.keys(DEFAULTS) as (keyof AdminSettings)[];

export async function getAdminSettings(db: Db): Promise<AdminSettings> {
  const stored = await readSettings(db, KEYS);
  return {
    maintenance_mode: typeof stored.get('maintenance_mode') === 'boolean' ? (stored.get('maintenance_mode') as boolean) : DEFAULTS.maintenance_mode,
    reveal_days_before_departure: Number.isInteger(stored.get('reveal_days_before_departure'))
      ? (stored.get('reveal_days_before_departure') as number)
      : DEFAULTS.reveal_days_before_departure,
  };
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
