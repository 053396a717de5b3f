import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stories } from '../db/schema';
import { bearer, buildTestApp, type TestApp } from '../test/app';
import { createTraveller, type Person } from '../test/factories';
import { publicChangesSettled } from '../test/public-changes-settled';
import { until } from '../test/until';

describe('what writes changed reaches the other instances in one message per window (plugins/changes-publisher.ts)', () => {
  let t: TestApp;
  let reader: Person;

  beforeAll(async () => {
    // A window no test outlasts: only published() sends, so what is sent does not hang on the machine's speed.
    t = await buildTestApp({ config: { publicChangesWindowMs: 600_000 } });
    reader = await createTraveller(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('three likes on three stories make one message naming each story and the list once, and drop here at once', async () => {
    const author = await createTraveller(t.app);
    const made = await t.db
      .insert(stories)
      .values(['Dawn on the dunes', 'Dusk in the delta', 'Chobe by boat'].map((title) => ({ userId: author.user.id, title, destination: 'Namibia', tripDate: '2025-05-01', tripType: 'Adventure', content: 'x' })))
      .returning();
    const drops: (readonly string[] | undefined)[] = [];
    t.app.publicChanges.subscribe((addresses) => drops.push(addresses));
    await t.app.publicChanges.published();
    const publish = vi.spyOn(t.app.cacheBus, 'publish');
    try {
      const likes = await Promise.all(
        made.map((story) => t.app.inject({ method: 'POST', url: `/api/stories/${story.id}/like`, headers: bearer(reader.token), payload: { action: 'like' } })),
      );
      expect(likes.map((l) => l.statusCode)).toEqual([200, 200, 200]);
      // This instance dropped each story's answer (not its comments) as its like was answered; the others are told once.
      for (const story of made) expect(drops).toContainEqual([`/api/stories/${story.id}?`, 'page:/stories?']);
      expect(publish).not.toHaveBeenCalled();
      await t.app.publicChanges.published();
      expect(publish).toHaveBeenCalledOnce();
      const [topic, detail] = publish.mock.calls[0]!;
      expect(topic).toBe('pages');
      const [origin, ...addresses] = detail!.split(' ');
      expect(origin).toMatch(/^@/);
      expect(addresses.sort()).toEqual([...made.map((story) => `/api/stories/${story.id}?`), 'page:/stories?'].sort());
    } finally {
      publish.mockRestore();
    }
  });

  it('does not drop again when its own message comes back: copies made since the writes are of the new data', async () => {
    const author = await createTraveller(t.app);
    const [story] = await t.db
      .insert(stories)
      .values({ userId: author.user.id, title: 'Dawn on the dunes', destination: 'Namibia', tripDate: '2025-05-01', tripType: 'Adventure', content: 'x' })
      .returning();
    await publicChangesSettled(t.app);
    const drops: (readonly string[] | undefined)[] = [];
    // The settling markers are messages too (addresses of nothing): left out.
    t.app.publicChanges.subscribe((addresses) => (addresses?.[0]?.startsWith('/settled-') ? undefined : drops.push(addresses)));
    const like = await t.app.inject({ method: 'POST', url: `/api/stories/${story!.id}/like`, headers: bearer(reader.token), payload: { action: 'like' } });
    expect(like.statusCode, like.body).toBe(200);
    expect(drops).toEqual([[`/api/stories/${story!.id}?`, 'page:/stories?']]);
    // The message is sent and, on PostgreSQL, comes back to this instance before the marker sent after it.
    await publicChangesSettled(t.app);
    expect(drops).toEqual([[`/api/stories/${story!.id}?`, 'page:/stories?']]);
    // Another instance's message is heard.
    await t.app.cacheBus.publish('pages', `@another /api/stories/${story!.id}`);
    expect(await until(() => drops.length === 2, 10_000)).toBe(true);
    expect(drops[1]).toEqual([`/api/stories/${story!.id}`]);
  });

  it('a write that may change anything makes one message without addresses, whatever else the window held', async () => {
    await t.app.publicChanges.published();
    const publish = vi.spyOn(t.app.cacheBus, 'publish');
    try {
      const renamed = await t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: bearer(reader.token), payload: { name: 'Renamed Reader' } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await t.app.publicChanges.published();
      expect(publish.mock.calls).toHaveLength(1);
      expect(publish.mock.calls[0]).toEqual(['pages', expect.stringMatching(/^@\w+$/)]);
    } finally {
      publish.mockRestore();
    }
  });
});
