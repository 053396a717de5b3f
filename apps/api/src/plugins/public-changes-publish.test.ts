import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stories } from '../db/schema';
import { bearer, buildTestApp, type TestApp } from '../test/app';
import { createTraveller, type Person } from '../test/factories';

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
      // This instance dropped each story's answers as its like was answered; the others are told once.
      for (const story of made) expect(drops).toContainEqual([`/api/stories/${story.id}`, 'page:/stories?']);
      expect(publish).not.toHaveBeenCalled();
      await t.app.publicChanges.published();
      expect(publish).toHaveBeenCalledOnce();
      const [topic, detail] = publish.mock.calls[0]!;
      expect(topic).toBe('pages');
      expect(detail!.split(' ').sort()).toEqual([...made.map((story) => `/api/stories/${story.id}`), 'page:/stories?'].sort());
    } finally {
      publish.mockRestore();
    }
  });

  it('a write that may change anything makes one message without addresses, whatever else the window held', async () => {
    await t.app.publicChanges.published();
    const publish = vi.spyOn(t.app.cacheBus, 'publish');
    try {
      const renamed = await t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: bearer(reader.token), payload: { name: 'Renamed Reader' } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await t.app.publicChanges.published();
      expect(publish.mock.calls).toEqual([['pages', undefined]]);
    } finally {
      publish.mockRestore();
    }
  });
});
