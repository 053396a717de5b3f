import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_EXCHANGE_RATES } from '@mt/shared';
import { buildTestApp, type TestApp } from '../test/app';
import { until } from '../test/until';
import { settings } from './schema';
import { createCacheBus, publishInTransaction, type CacheBus, type CacheTopic } from './cache-bus';
import { EXCHANGE_RATES_KEY, getExchangeRates } from '../modules/settings/exchange-rates.service';

const silentLog = { warn() {}, error() {}, info() {} };

// Runs on the test driver: PGlite by default (its own LISTEN, in one process), PostgreSQL in the api-postgres project.
describe('the cache bus', () => {
  let t: TestApp;
  let bus: CacheBus;
  const heard: CacheTopic[] = [];
  beforeAll(async () => {
    // Its own database: the test writes the settings.
    t = await buildTestApp({ freshDatabase: true });
    bus = await createCacheBus(t.database, silentLog);
    for (const topic of ['settings', 'price-ranges', 'pages'] as const) bus.subscribe(topic, () => heard.push(topic));
  });
  afterAll(async () => {
    await bus.close();
    await t.close();
  });
  const heardAfter = (from: number) => heard.slice(from);

  it('delivers what is published to every subscriber of the topic, and nothing to others', async () => {
    const from = heard.length;
    await bus.publish('pages');
    expect(await until(() => heard.length > from, 1000)).toBe(true);
    expect(heardAfter(from)).toEqual(['pages']);
  });

  it("carries a message's detail to its subscribers: which part of the topic changed", async () => {
    const details: (string | undefined)[] = [];
    const unsubscribe = bus.subscribe('pages', (detail) => details.push(detail));
    await bus.publish('pages', '/stories');
    await bus.publish('pages');
    expect(await until(() => details.length === 2, 1000)).toBe(true);
    expect(details).toEqual(['/stories', undefined]);
    unsubscribe();
  });

  it('delivers a message published in a transaction on commit, and never one of a rolled-back transaction', async () => {
    const from = heard.length;
    await t.db
      .transaction(async (tx) => {
        await publishInTransaction(tx, 'price-ranges');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.db.transaction(async (tx) => publishInTransaction(tx, 'pages'));
    // Messages arrive in commit order: once the committed one is here, the rolled-back one would have been.
    expect(await until(() => heardAfter(from).includes('pages'), 1000)).toBe(true);
    expect(heardAfter(from)).toEqual(['pages']);
  });

  it('hears any write to the settings table, however it is made (its trigger notifies)', async () => {
    const from = heard.length;
    await t.db.execute(sql`insert into settings (key, value) values ('maintenance_mode', 'true'::jsonb) on conflict (key) do update set value = excluded.value`);
    expect(await until(() => heardAfter(from).includes('settings'), 1000)).toBe(true);
  });

  it('a subscriber that stopped listening hears nothing more', async () => {
    let calls = 0;
    const unsubscribe = bus.subscribe('pages', () => (calls += 1));
    unsubscribe();
    const from = heard.length;
    await bus.publish('pages');
    expect(await until(() => heard.length > from, 1000)).toBe(true);
    expect(calls).toBe(0);
  });

  it("drops the app's kept exchange rates when the table is written behind its back (an operator's SQL)", async () => {
    expect(await getExchangeRates(t.db)).toEqual(DEFAULT_EXCHANGE_RATES);
    const table = { base: 'NOK', rates: { NOK: 1, USD: 0.2 } };
    // Not through the API, so only the trigger and the bus can tell the app; the rates are otherwise kept 30 s.
    await t.db.insert(settings).values({ key: EXCHANGE_RATES_KEY, value: table }).onConflictDoUpdate({ target: settings.key, set: { value: table } });
    expect(await until(async () => (await getExchangeRates(t.db)).rates.USD === 0.2, 1000)).toBe(true);
  });
});
