import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUSES } from '@mt/shared';
import { partners, searchWords, services } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makePartner, makeService, uniqueWord, type TestPartner } from '../services/testing/catalogue-fixtures';

/** Migration 0006: triggers keep services.listed and the search_words vocabulary right. */
describe('search triggers', () => {
  let t: TestApp;
  let active: TestPartner;

  beforeAll(async () => {
    t = await buildTestApp();
    active = await makePartner(t.app, 'active');
  });
  afterAll(async () => {
    await t.close();
  });

  const listed = async (id: number) => (await t.db.select({ listed: services.listed }).from(services).where(eq(services.id, id)))[0]?.listed;
  const counts = async (words: string[]) => {
    const rows = await t.db.select().from(searchWords).where(inArray(searchWords.word, words));
    return Object.fromEntries(rows.map((r) => [r.word, r.services]));
  };

  it('lists an active service of an active partner, not an inactive or deleted one', async () => {
    const shown = await makeService(t.db, active.id);
    const inactive = await makeService(t.db, active.id, { isActive: false });
    const deleted = await makeService(t.db, active.id, { deletedAt: new Date() });
    expect([await listed(shown.id), await listed(inactive.id), await listed(deleted.id)]).toEqual([true, false, false]);

    await t.db.update(services).set({ isActive: false }).where(eq(services.id, shown.id));
    expect(await listed(shown.id)).toBe(false);
    await t.db.update(services).set({ isActive: true }).where(eq(services.id, inactive.id));
    expect(await listed(inactive.id)).toBe(true);
    // A direct write cannot make a service listed that should not be.
    await t.db.update(services).set({ listed: true }).where(eq(services.id, deleted.id));
    expect(await listed(deleted.id)).toBe(false);
  });

  it('follows the partner subscription: listed exactly for ACTIVE_SUBSCRIPTION_STATUSES, inactive services stay unlisted', async () => {
    const partner = await makePartner(t.app, 'past_due');
    const service = await makeService(t.db, partner.id);
    const inactive = await makeService(t.db, partner.id, { isActive: false });
    expect(await listed(service.id)).toBe(false);
    for (const status of [...SUBSCRIPTION_STATUSES, null]) {
      await t.db.update(partners).set({ subscriptionStatus: status }).where(eq(partners.id, partner.id));
      expect(await listed(service.id), String(status)).toBe(status !== null && ACTIVE_SUBSCRIPTION_STATUSES.includes(status));
      expect(await listed(inactive.id)).toBe(false);
    }
  });

  it('counts the words of names and places on insert, update and delete', async () => {
    const [a, b, c] = [uniqueWord(), uniqueWord(), uniqueWord()];
    // One multi-row insert: the statement trigger counts both rows.
    await t.db.insert(services).values(
      [1, 2].map((i) => ({ partnerId: active.id, name: `${a} Camp ${i}`, type: 'tour', description: `${c} is not counted`, locationDetails: `${b} valley` })),
    );
    expect(await counts([a, b, c])).toEqual({ [a]: 2, [b]: 2 });

    const one = await makeService(t.db, active.id, { name: `${a} Lodge`, locationDetails: null });
    expect(await counts([a])).toEqual({ [a]: 3 });
    await t.db.update(services).set({ name: `${c} Lodge` }).where(eq(services.id, one.id));
    expect(await counts([a, c])).toEqual({ [a]: 2, [c]: 1 });
    // A change that leaves the name and place alone leaves the vocabulary alone.
    await t.db.update(services).set({ isActive: false, basePriceMinor: 5 }).where(eq(services.id, one.id));
    await t.db.update(partners).set({ subscriptionStatus: 'canceled' }).where(eq(partners.id, active.id));
    await t.db.update(partners).set({ subscriptionStatus: 'active' }).where(eq(partners.id, active.id));
    expect(await counts([a, b, c])).toEqual({ [a]: 2, [b]: 2, [c]: 1 });

    // A word no service holds any more leaves the vocabulary.
    await t.db.delete(services).where(sql`${services.name} LIKE ${`${a} Camp%`} OR ${services.id} = ${one.id}`);
    expect(await counts([a, b, c])).toEqual({});
  });
});
