import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../modules/services/service-card.sql';
import { createTestDatabase, type TestDatabase } from '../test/database';

/**
 * The stamps' triggers run in every write a traveller or a partner makes (decisions 0048 and 0053); they keep
 * their plans (migration 0030, decision 0056). A function written in LANGUAGE sql again, or a new stamp trigger
 * without the setting, would be planned on every write of the app's main pool.
 */
describe("the stamps' triggers", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('run functions that keep their statements for the session', async () => {
    const rows = rowsOf<{ name: string; language: string }>(
      await database.handle.db.execute(sql`
        select p.proname as name, l.lanname as language from pg_proc p join pg_language l on l.oid = p.prolang
        where p.proname in ('bump_traveller_dashboard', 'bump_partner_insights', 'trip_partner_users', 'service_partner_user')
        order by p.proname`),
    );
    expect(rows).toEqual(
      ['bump_partner_insights', 'bump_traveller_dashboard', 'service_partner_user', 'trip_partner_users'].map((name) => ({ name, language: 'plpgsql' })),
    );
  });

  it('plan their statements once per session, whatever the calling session plans', async () => {
    const rows = rowsOf<{ trigger: string; config: string | null }>(
      await database.handle.db.execute(sql`
        select g.tgname as trigger, array_to_string(p.proconfig, ' ') as config from pg_trigger g join pg_proc p on p.oid = g.tgfoid
        where not g.tgisinternal and (g.tgname like '%\_dashboard' or g.tgname like '%\_dashboard\_%' or g.tgname like '%\_insights' or g.tgname = 'story_likes_count')
        order by g.tgname`),
    );
    // Every table the dashboard and the insights read has one (kept-dashboards.test.ts, kept-insights.test.ts).
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const { trigger, config } of rows) expect(config?.split(' '), trigger).toContain('plan_cache_mode=force_generic_plan');
  });
});
