import type { Db } from '../db/client';
import { syncPriceRanges } from '../modules/search/search-price-ranges';
import type { Job } from './scheduler';

export const PRICE_RANGES_JOB = 'sync-price-ranges';

/**
 * Keeps services' stored price ranges in step with the exchange rates, which the demo seed and operators
 * write directly: a change is picked up within a minute (searches filter each row's price until then).
 */
export const syncPriceRangesJob = (db: Db): Job => ({
  name: PRICE_RANGES_JOB,
  lockId: 727_103,
  everyMs: 60_000,
  run: () => syncPriceRanges(db),
});
