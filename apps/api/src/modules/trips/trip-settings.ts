import { REVEAL_DAYS_DEFAULT } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { readSettings } from '../settings/settings.repository';

/** The admin's reveal lead time (settings), read inside the caller's transaction. */
export async function readRevealDays(db: DbOrTx): Promise<number> {
  const value = (await readSettings(db, ['reveal_days_before_departure'])).get('reveal_days_before_departure');
  return Number.isInteger(value) ? (value as number) : REVEAL_DAYS_DEFAULT;
}
