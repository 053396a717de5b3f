import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ServiceSearchResponse } from '@mt/shared';
import { LocalDiskStore } from '../media/media-store';
import { seedDemoData } from '../../seed';
import { buildTestApp, type TestApp } from '../../test/app';

/**
 * The complaint on the demo catalogue: "15+ days" listed two-hour boat trips. The demo's own
 * lengths, capacities and seasons come with the partner form's part of issue 22; here a few demo services
 * are given theirs by SQL, as that part will.
 */
describe('the length, capacity and season filters on the demo catalogue', () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'mt-search-demo-'));
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    await seedDemoData({ db: t.db, media: LocalDiskStore.forDataDir(dir), log: { info: () => undefined } });
    const set = (name: string, hours: number, min: number, max: number, until: string | null = null) =>
      t.db.execute(sql`UPDATE services SET duration_hours = ${hours}, group_size_min = ${min}, group_size_max = ${max},
        availability = ${until ? JSON.stringify([{ from: day(-30), until }]) : '[]'}::jsonb, available_until = ${until}::date
        WHERE name = ${name}`);
    await set('Sunset Dhow Cruise off Stone Town', 2, 1, 12);
    await set('Okavango Delta Mokoro Excursion', 3, 1, 2);
    await set('Serengeti Great Migration Safari (3 days)', 72, 2, 6);
    await set('Sahara Camel Trek & Desert Camp (2 nights)', 60, 1, 8);
    await set('Kilimanjaro Machame Route Trek (7 days)', 168, 1, 10, day(120));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const names = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/services/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ServiceSearchResponse>().services.map((s) => s.name).sort();
  };

  it('lists no two-hour boat trip under 15+ days, and finds the boat trips among 1-3 days', async () => {
    expect(await names('duration=15%2B')).toEqual([]);
    // The mokoro's partner's subscription has lapsed in the demo: it is listed under no filter.
    expect(await names('limit=50')).not.toContain('Okavango Delta Mokoro Excursion');
    expect(await names('duration=1-3')).toEqual([
      'Sahara Camel Trek & Desert Camp (2 nights)',
      'Serengeti Great Migration Safari (3 days)',
      'Sunset Dhow Cruise off Stone Town',
    ]);
    expect(await names('duration=4-7')).toEqual(['Kilimanjaro Machame Route Trek (7 days)']);
    expect(await names('search=boat&duration=15%2B')).toEqual([]);
  });

  it('takes a group of 10 on the dhow and the trek, and drops the trek for a date after its season', async () => {
    expect(await names('groupSize=10%2B')).toEqual(['Kilimanjaro Machame Route Trek (7 days)', 'Sunset Dhow Cruise off Stone Town']);
    expect(await names(`groupSize=10%2B&availableFrom=${day(121)}`)).toEqual(['Sunset Dhow Cruise off Stone Town']);
    // Demo services whose season is not said yet are available all year.
    const listed = await names('limit=50');
    expect(await names(`availableFrom=${day(121)}&limit=50`)).toEqual(listed.filter((n) => !n.startsWith('Kilimanjaro Machame')));
  });
});
