import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_EXCHANGE_RATES } from '@mt/shared';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { getFileDatabase } from '../../test/database';
import { loadExchangeRates } from './exchange-rates.service';

// getExchangeRates' cache has its own tests, with a clock (exchange-rates.test.ts).
describe('loadExchangeRates: the stored table, or the default when none is usable', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await getFileDatabase()).handle.db;
  });
  // The key operators and the demo seed write (money.ts), spelled out: the constant is under test too.
  const store = (value: unknown) =>
    db.insert(settings).values({ key: 'exchange_rates', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  afterEach(async () => {
    await db.delete(settings).where(eq(settings.key, 'exchange_rates'));
  });

  it('answers the default while no table is stored', async () => {
    expect(await loadExchangeRates(db)).toEqual(DEFAULT_EXCHANGE_RATES);
  });

  it('answers the stored table', async () => {
    const table = { base: 'EUR', rates: { EUR: 1, USD: 1.1, NOK: 11.6 } };
    await store(table);
    expect(await loadExchangeRates(db)).toEqual(table);
  });

  it.each([
    ['without a USD rate (the search ranges are in USD)', { base: 'NOK', rates: { NOK: 1, EUR: 0.08 } }],
    ['without a rate for its own base', { base: 'NOK', rates: { USD: 0.1, EUR: 0.08 } }],
    ['with a rate that is not positive', { base: 'NOK', rates: { NOK: 1, USD: -0.1 } }],
    ['that is not a table at all', 'NOK 1, USD 0.1'],
  ])('answers the default for a table %s', async (_label, value) => {
    await store(value);
    expect(await loadExchangeRates(db)).toEqual(DEFAULT_EXCHANGE_RATES);
  });
});
