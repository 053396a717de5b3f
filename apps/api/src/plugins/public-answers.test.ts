import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServiceSearchResponse } from '@mt/shared';
import { blogPosts, partners, stories, storyComments } from '../db/schema';
import { updateAdminSettings } from '../modules/settings/settings.service';
import { makePartner, makeService, uniqueWord, type TestPartner } from '../modules/services/testing/catalogue-fixtures';
import { PUBLIC_ANSWER_TTL_MS } from '../config';
import { bearer, buildTestApp, type TestApp } from '../test/app';
import { createTraveller, type Person } from '../test/factories';
import { until } from '../test/until';
import { publicChangesSettled } from '../test/public-changes-settled';
import { FRESH_ANSWER_HEADER, FRESH_ANSWER_TOKEN } from './public-answers';

const TTL_MS = PUBLIC_ANSWER_TTL_MS;

describe('public API answers are kept up to a minute (plugins/public-answers.ts)', () => {
  let t: TestApp;
  let partner: TestPartner;
  let reader: Person;

  beforeAll(async () => {
    t = await buildTestApp({ config: { publicAnswersTtlMs: TTL_MS } });
    partner = await makePartner(t.app, 'active');
    reader = await createTraveller(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  // An earlier test's message on the cache bus (a settings change's trigger) drops every kept answer: delivered
  // before each test, whose clock stands still.
  beforeEach(async () => {
    await publicChangesSettled(t.app);
  });
  // Time stands still in each test: only a drop, or moving the clock past the minute, can change an answer.
  afterEach(() => {
    vi.useRealTimers();
  });

  const guest = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const found = async (word: string, headers: Record<string, string> = {}) => {
    const res = await guest(`/api/services/search?search=${word}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ServiceSearchResponse>().total;
  };

  it("a search is answered from what was kept until the minute is over, for guests and signed-in readers alike", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const w = uniqueWord();
    await makeService(t.db, partner.id, { name: `${w} Lodge` });
    expect(await found(w)).toBe(1);
    // Written behind the API's back (a job, an operator's SQL): no drop.
    await makeService(t.db, partner.id, { name: `${w} Camp` });
    expect(await found(w)).toBe(1);
    // No token changes a catalogue answer: the signed-in reader gets the kept one too.
    expect(await found(w, bearer(reader.token))).toBe(1);
    vi.setSystemTime(Date.now() + TTL_MS - 1);
    expect(await found(w)).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    expect(await found(w)).toBe(2);
  });

  it("a story is kept for guests only: a signed-in reader's answer says whether they liked it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const author = await createTraveller(t.app);
    const [story] = await t.db
      .insert(stories)
      .values({ userId: author.user.id, title: 'Dunes at dawn', destination: 'Namibia', tripDate: '2025-05-01', tripType: 'Adventure', content: 'Sossusvlei.' })
      .returning();
    const title = async (headers: Record<string, string> = {}) => (await guest(`/api/stories/${story!.id}`, headers)).json<{ data: { story: { title: string } } }>().data.story.title;
    expect(await title()).toBe('Dunes at dawn');
    await t.db.update(stories).set({ title: 'Dunes at dusk' }).where(eq(stories.id, story!.id));
    expect(await title()).toBe('Dunes at dawn');
    expect(await title(bearer(reader.token))).toBe('Dunes at dusk');
  });

  it('a kept answer is the one the route makes: its status, type, Cache-Control and JSON, compressed once for those who ask', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const w = uniqueWord();
    // Enough of them for an answer over the compression threshold.
    for (let i = 0; i < 12; i++) await makeService(t.db, partner.id, { name: `${w} Lodge ${i}`, description: 'A long and winding description of the rooms. '.repeat(4) });
    const first = await guest(`/api/services/search?search=${w}`);
    const kept = await guest(`/api/services/search?search=${w}`);
    const compressed = await guest(`/api/services/search?search=${w}`, { 'accept-encoding': 'br, gzip' });
    for (const res of [first, kept, compressed]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    }
    expect(kept.body).toBe(first.body);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
  });

  it('a refusal is never kept: a partner missing a moment ago shows as soon as it is there', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [one] = await t.db.select({ slug: partners.slug }).from(partners).where(eq(partners.id, partner.id));
    const slug = `${one!.slug}-${randomBytes(3).toString('hex')}`;
    expect((await guest(`/api/public/partners/${slug}`)).statusCode).toBe(404);
    await t.db.update(partners).set({ slug }).where(eq(partners.id, partner.id));
    expect((await guest(`/api/public/partners/${slug}`)).statusCode).toBe(200);
    await t.db.update(partners).set({ slug: one!.slug }).where(eq(partners.id, partner.id));
  });

  it("a write forgets only the answers it may change: a like its story's at once (not its comments) and the list's within the second, a sign-out none, a new name all", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const author = await createTraveller(t.app);
    const [story] = await t.db
      .insert(stories)
      .values({ userId: author.user.id, title: 'Dawn on the dunes', destination: 'Namibia', tripDate: '2025-05-01', tripType: 'Adventure', content: 'Sossusvlei before sunrise.' })
      .returning();
    const slug = `kept-${randomBytes(4).toString('hex')}`;
    await t.db.insert(blogPosts).values({ slug, title: 'Before', category: 'Guides', excerpt: 'x', content: 'y', status: 'published' });
    const [neighbour] = await t.db
      .insert(stories)
      .values({ userId: author.user.id, title: 'Dusk in the delta', destination: 'Botswana', tripDate: '2025-06-01', tripType: 'Wildlife', content: 'Mokoro at dusk.' })
      .returning();
    const likes = async () => (await guest(`/api/stories/${story!.id}`)).json<{ data: { story: { like_count: number } } }>().data.story.like_count;
    const listed = async () => (await guest('/api/stories?page=1&limit=50')).json<{ data: { stories: { id: number; like_count: number }[] } }>().data.stories.find((s) => s.id === story!.id)?.like_count;
    const neighbourTitle = async () => (await guest(`/api/stories/${neighbour!.id}`)).json<{ data: { story: { title: string } } }>().data.story.title;
    const title = async () => (await guest(`/api/blog/${slug}`)).json<{ data: { post: { title: string } } }>().data.post.title;
    const comments = async () => (await guest(`/api/stories/${story!.id}/comments`)).json<{ data: unknown[] }>().data.length;
    expect(await likes()).toBe(0);
    expect(await listed()).toBe(0);
    expect(await comments()).toBe(0);
    // Written behind the app's back: only a drop of the kept comments would show it within their second.
    await t.db.insert(storyComments).values({ storyId: story!.id, userId: author.user.id, content: 'Written in SQL' });
    expect(await neighbourTitle()).toBe('Dusk in the delta');
    expect(await title()).toBe('Before');
    await t.db.update(blogPosts).set({ title: 'After' }).where(eq(blogPosts.slug, slug));
    await t.db.update(stories).set({ title: 'Dusk in the delta, revised' }).where(eq(stories.id, neighbour!.id));

    const like = await t.app.inject({ method: 'POST', url: `/api/stories/${story!.id}/like`, headers: bearer(reader.token), payload: { action: 'like' } });
    expect(like.statusCode, like.body).toBe(200);
    expect(await likes()).toBe(1);
    // The comments show no like: kept as they were.
    expect(await comments()).toBe(0);
    // The list's counts reach guests once its second is over (PAGES_ONLY); the liker, signed in, sees them at once.
    expect(await listed()).toBe(0);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/stories?page=1&limit=50', headers: bearer(reader.token) });
    expect(signedIn.json<{ data: { stories: { id: number; like_count: number }[] } }>().data.stories.find((s) => s.id === story!.id)?.like_count).toBe(1);
    expect(await neighbourTitle()).toBe('Dusk in the delta');
    expect(await title()).toBe('Before');

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(author.token) });
    expect(out.statusCode, out.body).toBe(200);
    expect(await title()).toBe('Before');

    // A route that does not say what it changes (a new name, which stories show) may change anything.
    const renamed = await t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: bearer(reader.token), payload: { name: 'Renamed Reader' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await title()).toBe('After');
  });

  it("a comment's count reaches guests' list once its second is over; a page's composer gets it at once", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const author = await createTraveller(t.app);
    const [story] = await t.db
      .insert(stories)
      .values({ userId: author.user.id, title: 'Chobe by boat', destination: 'Botswana', tripDate: '2025-07-01', tripType: 'Wildlife', content: 'Elephants crossing.' })
      .returning();
    const list = '/api/stories?page=1&limit=50';
    const comments = async (headers: Record<string, string> = {}) =>
      (await guest(list, headers)).json<{ data: { stories: { id: number; comment_count: number }[] } }>().data.stories.find((s) => s.id === story!.id)?.comment_count;
    const onStory = async () => (await guest(`/api/stories/${story!.id}/comments`)).json<{ data: unknown[] }>().data.length;
    expect(await comments()).toBe(0);
    expect(await onStory()).toBe(0);
    const comment = await t.app.inject({ method: 'POST', url: `/api/stories/${story!.id}/comments`, headers: bearer(reader.token), payload: { content: 'Which month was it?' } });
    expect(comment.statusCode, comment.body).toBe(201);
    // The story's own comments go at once.
    expect(await onStory()).toBe(1);
    expect(await comments()).toBe(0);
    // The page composer's own requests (page-html.ts) are answered afresh; a client guessing the header is not.
    expect(await comments({ [FRESH_ANSWER_HEADER]: FRESH_ANSWER_TOKEN })).toBe(1);
    expect(await comments({ [FRESH_ANSWER_HEADER]: 'guessed' })).toBe(0);
    vi.setSystemTime(Date.now() + TTL_MS);
    expect(await comments()).toBe(1);
  });

  it('a settings change made anywhere (another instance, SQL) drops them through the cache bus', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const w = uniqueWord();
    await makeService(t.db, partner.id, { name: `${w} Lodge` });
    expect(await found(w)).toBe(1);
    await makeService(t.db, partner.id, { name: `${w} Camp` });
    expect(await found(w)).toBe(1);
    await updateAdminSettings(t.db, { maintenance_mode: false });
    expect(await until(async () => (await found(w)) === 2, 1000)).toBe(true);
  });
});
