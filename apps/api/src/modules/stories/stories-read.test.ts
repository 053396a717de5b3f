import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StoriesListResponse, STORY_TRIP_TYPES, type StoryDto, storyInputTexts } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createTraveller, type Person } from '../../test/factories';
import { createStory, giveTrip, uniqueDestination } from './testing/story-fixtures';

let t: TestApp;
let author: Person;
beforeAll(async () => {
  t = await buildTestApp();
  author = await createTraveller(t.app);
});
afterAll(() => t.close());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/stories?${query}`, headers });
  return { res, body: res.json<StoriesListResponse>() };
};

describe('GET /api/stories', () => {
  it('pages newest first with 9 per page by default and reports the pages', async () => {
    const destination = uniqueDestination();
    // Two authors: one may post at most 10 stories an hour.
    const second = await createTraveller(t.app);
    for (let i = 0; i < 11; i++) await createStory(t.app, (i < 6 ? author : second).token, { destination, title: `Story ${i}` });
    const first = await list(`destination=${encodeURIComponent(destination)}`);
    expect(first.res.statusCode).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data.stories.map((s) => s.title)).toEqual(Array.from({ length: 9 }, (_, i) => `Story ${10 - i}`));
    expect(first.body.data.pagination).toEqual({ page: 1, pages: 2, total: 11, limit: 9 });
    const page2 = await list(`destination=${encodeURIComponent(destination)}&page=2`);
    expect(page2.body.data.stories.map((s) => s.title)).toEqual(['Story 1', 'Story 0']);
    expect(page2.body.data.filters.destinations).toContain(destination);
    expect(page2.body.data.filters.tripTypes).toEqual([...STORY_TRIP_TYPES]);
  });

  it('filters by trip type and minimum rating', async () => {
    const author = await createTraveller(t.app);
    const destination = uniqueDestination();
    await createStory(t.app, author.token, { destination, trip_type: 'Family', rating: '3', title: 'Family three' });
    await createStory(t.app, author.token, { destination, trip_type: 'Family', rating: '5', title: 'Family five' });
    await createStory(t.app, author.token, { destination, trip_type: 'Romantic', rating: '5', title: 'Romantic five' });
    await createStory(t.app, author.token, { destination, trip_type: 'Family', rating: '', title: 'Family unrated' });
    const d = `destination=${encodeURIComponent(destination)}`;
    const titles = async (q: string) => (await list(`${d}&${q}`)).body.data.stories.map((s) => s.title).sort();
    expect(await titles('tripType=Family')).toEqual(['Family five', 'Family three', 'Family unrated']);
    expect(await titles('minRating=4')).toEqual(['Family five', 'Romantic five']);
    expect(await titles('tripType=Family&minRating=4')).toEqual(['Family five']);
    expect(await titles('tripType=&minRating=')).toHaveLength(4);
  });

  it('features the most liked recent story among those matching the filters', async () => {
    const author = await createTraveller(t.app);
    const destination = uniqueDestination();
    const quiet = await createStory(t.app, author.token, { destination, title: 'Quiet' });
    const loved = await createStory(t.app, author.token, { destination, title: 'Loved' });
    await createStory(t.app, author.token, { destination, title: 'Newest' });
    for (const p of [author, await createTraveller(t.app)]) {
      await t.app.inject({ method: 'POST', url: `/api/stories/${loved.id}/like`, payload: { action: 'like' }, headers: bearer(p.token) });
    }
    await t.app.inject({ method: 'POST', url: `/api/stories/${quiet.id}/like`, payload: { action: 'like' }, headers: bearer(author.token) });
    const { body } = await list(`destination=${encodeURIComponent(destination)}`);
    expect(body.data.featuredStory).toMatchObject({ id: loved.id, like_count: 2 });
    const none = await list(`destination=${encodeURIComponent(uniqueDestination())}`);
    expect(none.body.data).toMatchObject({ stories: [], featuredStory: null, pagination: { page: 1, pages: 0, total: 0 } });
  });

  it('prefers a recent story to a more liked older one, likes to dates, and the newest when nothing is liked', async () => {
    const author = await createTraveller(t.app);
    const fans = await Promise.all([createTraveller(t.app), createTraveller(t.app)]);
    const destination = uniqueDestination();
    const featured = async () => (await list(`destination=${encodeURIComponent(destination)}`)).body.data.featuredStory?.title ?? null;
    const likeBy = (id: number, people: Person[], action = 'like') =>
      Promise.all(people.map((p) => t.app.inject({ method: 'POST', url: `/api/stories/${id}/like`, payload: { action }, headers: bearer(p.token) })));
    const backdate = (id: number, days: number) => t.db.execute(sql`update stories set created_at = now() - make_interval(days => ${days}) where id = ${id}`);

    // Nothing recent: the most liked of all, the newer on a tie; with no like at all, the newest.
    const oldA = await createStory(t.app, author.token, { destination, title: 'Old A' });
    const oldB = await createStory(t.app, author.token, { destination, title: 'Old B' });
    await backdate(oldA.id, 200);
    await backdate(oldB.id, 300);
    expect(await featured()).toBe('Old A');
    await likeBy(oldB.id, [fans[0]!]);
    expect(await featured()).toBe('Old B');
    await likeBy(oldA.id, [fans[0]!]);
    expect(await featured()).toBe('Old A');

    // A recent story beats older ones however liked; a like taken back leaves no advantage.
    await likeBy(oldB.id, [fans[1]!, author]);
    const unliked = await createStory(t.app, author.token, { destination, title: 'Recent, like taken back' });
    await backdate(unliked.id, 10);
    await likeBy(unliked.id, [fans[0]!]);
    await likeBy(unliked.id, [fans[0]!], 'unlike');
    const fresh = await createStory(t.app, author.token, { destination, title: 'Recent, newest' });
    await backdate(fresh.id, 5);
    expect(await featured()).toBe('Recent, newest');
    const liked = await createStory(t.app, author.token, { destination, title: 'Recent, liked' });
    await backdate(liked.id, 60);
    await likeBy(liked.id, [fans[1]!]);
    expect(await featured()).toBe('Recent, liked');
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['limit=0', 'limit'],
    ['limit=10000', 'limit'],
    ['limit=51', 'limit'],
    ['tripType=Hiking', 'tripType'],
    ['minRating=6', 'minRating'],
    ['minRating=x', 'minRating'],
    [`destination=${'x'.repeat(500)}`, 'destination'],
  ])('answers 400 with a message for %s', async (query, field) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('accepts odd destination text without failing', async () => {
    for (const d of ["'; drop table stories; --", '\\', '%', '🦁 Serengeti', '"quoted"']) {
      const { res, body } = await list(`destination=${encodeURIComponent(d)}`);
      expect(res.statusCode, d).toBe(200);
      expect(body.data.stories).toEqual([]);
    }
  });
});

describe('GET /api/stories/:id', () => {
  it('answers the story with every field of spec 2 section 3', async () => {
    const author = await createTraveller(t.app);
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    const res = await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}` });
    expect(res.statusCode).toBe(200);
    const got = res.json<{ success: true; data: { story: StoryDto } }>().data.story;
    expect(got).toMatchObject({
      id: story.id,
      title: 'Lions at dawn',
      trip_date: '2024-06-10',
      trip_type: 'Adventure',
      content: 'We woke to roaring lions.\n\nThen breakfast.',
      highlights: ['Lions', 'Balloon ride'],
      rating: 5,
      cover_image: null,
      media_gallery: [],
      traveler_name: author.user.name,
      verified: false,
      like_count: 0,
      comment_count: 0,
      userHasLiked: false,
      userHasSaved: false,
      canSave: false,
      author_id: author.user.id,
    });
  });

  it('answers 404 for a missing story and 400 for an id that cannot be one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/stories/987654321' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: storyInputTexts.storyNotFound });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999', '1%27%20or%201=1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/stories/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('reports userHasLiked for a valid token and treats a bad token as anonymous', async () => {
    const author = await createTraveller(t.app);
    const story = await createStory(t.app, author.token, { destination: uniqueDestination() });
    await t.app.inject({ method: 'POST', url: `/api/stories/${story.id}/like`, payload: { action: 'like' }, headers: bearer(author.token) });
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/stories/${story.id}`, headers }).then((r) => ({ status: r.statusCode, story: r.json().data?.story as StoryDto }));
    expect((await get(bearer(author.token))).story.userHasLiked).toBe(true);
    expect((await get({})).story.userHasLiked).toBe(false);
    const forged = await get(bearer('not.a.token'));
    expect(forged.status).toBe(200);
    expect(forged.story).toMatchObject({ userHasLiked: false, like_count: 1 });
    // The list and its featured story, read by each viewer (each its own prepared statement's values).
    const other = await createTraveller(t.app);
    for (const [headers, liked] of [[bearer(author.token), true], [bearer(other.token), false], [{}, false]] as const) {
      const { body } = await list(`destination=${encodeURIComponent(story.destination)}`, headers);
      expect(body.data.stories.map((s) => [s.id, s.userHasLiked])).toEqual([[story.id, liked]]);
      expect(body.data.featuredStory).toMatchObject({ id: story.id, userHasLiked: liked, like_count: 1 });
    }
  });

  it('marks a story verified once its author has a completed trip', async () => {
    const traveller = await createTraveller(t.app);
    const story = await createStory(t.app, traveller.token, { destination: uniqueDestination() });
    const verified = async () => (await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}` })).json().data.story.verified;
    await giveTrip(t.db, traveller.user.id, 'confirmed');
    expect(await verified()).toBe(false);
    await giveTrip(t.db, traveller.user.id, 'completed');
    expect(await verified()).toBe(true);
  });
});
