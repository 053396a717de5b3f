import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_RATES } from '@mt/shared';
import type { Db } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { EXCHANGE_RATES_KEY, forgetExchangeRates, getExchangeRates, loadExchangeRates } from './exchange-rates.service';
import { writeSetting } from './settings.repository';

// Each test has a database of its own: the cache is kept per database handle, so no test finds
// another's table in it, and none needs to clear it.
const freshDb = async (): Promise<Db> => (await createTestDatabase()).handle.db;
const table = (usd: number) => ({ base: 'NOK', rates: { NOK: 1, USD: usd } });
const store = (db: Db, value: unknown) => writeSetting(db, EXCHANGE_RATES_KEY, value);
/** A clock of our own, far from the real one. */
const T0 = Date.parse('2031-05-01T12:00:00Z');

describe('exchange rates', () => {
  it('serves a second read within 30 s from the cache, and reads the database again after 30 s', async () => {
    const db = await freshDb();
    await store(db, table(0.1));
    expect(await getExchangeRates(db, T0)).toEqual(table(0.1));

    // The stored row changes; a read 29.999 s later still answers the old table, so it did not read the row.
    await store(db, table(0.2));
    expect(await getExchangeRates(db, T0 + 29_999)).toEqual(table(0.1));
    expect(await loadExchangeRates(db)).toEqual(table(0.2));

    // 30 s after the read that filled the cache, the row is read again ...
    expect(await getExchangeRates(db, T0 + 30_000)).toEqual(table(0.2));
    // ... and that read starts the next 30 s: a change right after it waits until then.
    await store(db, table(0.3));
    expect(await getExchangeRates(db, T0 + 59_999)).toEqual(table(0.2));
    expect(await getExchangeRates(db, T0 + 60_000)).toEqual(table(0.3));
  });

  it('reads what is stored at once after the cache is forgotten', async () => {
    const db = await freshDb();
    await store(db, table(0.1));
    expect(await getExchangeRates(db, T0)).toEqual(table(0.1));
    await store(db, table(0.2));
    forgetExchangeRates(db);
    expect(await getExchangeRates(db, T0 + 1)).toEqual(table(0.2));
  });

  it('keeps one cache per database', async () => {
    const [a, b] = await Promise.all([freshDb(), freshDb()]);
    await store(a, table(0.1));
    await store(b, table(0.5));
    expect(await getExchangeRates(a, T0)).toEqual(table(0.1));
    expect(await getExchangeRates(b, T0)).toEqual(table(0.5));
  });

  it('answers the default table when none is stored or the stored one is unusable', async () => {
    const db = await freshDb();
    expect(await loadExchangeRates(db)).toEqual(DEFAULT_EXCHANGE_RATES);
    for (const unusable of [{ base: 'NOK', rates: { NOK: 1, EUR: 0.09 } }, { base: 'NOK', rates: { USD: 0.1 } }, { base: 'NOK', rates: { NOK: -1, USD: 0.1 } }, 'nonsense']) {
      await store(db, unusable);
      expect(await loadExchangeRates(db)).toEqual(DEFAULT_EXCHANGE_RATES);
    }
  });
});
