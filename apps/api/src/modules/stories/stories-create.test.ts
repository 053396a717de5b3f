import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_LIMITS, type StoryDto, storyInputTexts } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createTraveller } from '../../test/factories';
import { createStory, postStory, storedStoryFiles, storyFields, uploadMedia } from './testing/story-fixtures';
import { imagePart, multipart, png } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/stories', () => {
  it('creates a story with a cover and uploaded gallery, answering data.data (201)', async () => {
    const me = await createTraveller(t.app, { name: 'Zuri Writer' });
    const upload = await uploadMedia(t.app, me.token, [await imagePart('media'), await imagePart('media')]);
    const paths = upload.json<{ data: { data: string[] } }>().data.data;
    const res = await postStory(t.app, me.token, { media_gallery: JSON.stringify(paths) }, [await imagePart('cover_image')]);
    expect(res.statusCode).toBe(201);
    const story = res.json<{ success: true; data: { data: StoryDto } }>().data.data;
    expect(story).toMatchObject({ title: 'Lions at dawn', traveler_name: 'Zuri Writer', media_gallery: paths, like_count: 0, verified: false });
    expect(story.cover_image).toMatch(/^\/uploads\/stories\/[0-9a-f-]{36}-\d+x\d+\.webp$/);
    // The sizes beside the paths (decision 0023); small test images have no smaller widths.
    expect(story.cover).toEqual({ url: story.cover_image, width: 64, height: 48, srcset: null });
    expect(story.photos.map((p) => p.url)).toEqual(paths);
    expect(story.photos.every((p) => p.width === 64 && p.height === 48)).toBe(true);
    const cover = await t.app.inject({ method: 'GET', url: story.cover_image! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it('stores script tags verbatim as text and returns them as text', async () => {
    const me = await createTraveller(t.app);
    const evil = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const story = await createStory(t.app, me.token, { title: evil, content: `${evil}\n  indented`, highlights: JSON.stringify([evil]) });
    const got = (await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}` })).json().data.story as StoryDto;
    expect(got.title).toBe(evil);
    expect(got.content).toBe(`${evil}\n  indented`);
    expect(got.highlights).toEqual([evil]);
  });

  it('uses the name from the form, else the account name', async () => {
    const me = await createTraveller(t.app, { name: 'Account Name' });
    expect((await createStory(t.app, me.token, { traveler_name: 'Pen Name' })).traveler_name).toBe('Pen Name');
    expect((await createStory(t.app, me.token, { traveler_name: '  ' })).traveler_name).toBe('Account Name');
  });

  it("shows the author's own profile picture when the form sends none, even one hosted elsewhere", async () => {
    const me = await createTraveller(t.app, { avatar_url: 'https://img.example.com/me.png' });
    expect((await createStory(t.app, me.token)).traveler_avatar).toBe('https://img.example.com/me.png');
  });

  it('answers 401 without a token and writes nothing', async () => {
    const body = multipart(storyFields(), [await imagePart('cover_image')]);
    const before = storedStoryFiles(t.config.dataDir);
    const res = await t.app.inject({ method: 'POST', url: '/api/stories', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(401);
    expect(storedStoryFiles(t.config.dataDir)).toEqual(before);
  });

  it.each<[string, Record<string, string>, string]>([
    ['missing title', { title: '  ' }, 'title'],
    ['missing destination', { destination: '' }, 'destination'],
    ['bad date', { trip_date: '2024-02-30' }, 'trip_date'],
    ['future date', { trip_date: '2999-01-01' }, 'trip_date'],
    ['unknown trip type', { trip_type: 'Hiking' }, 'trip_type'],
    ['content over the maximum', { content: 'a'.repeat(6_000) }, 'content'],
    ['rating 6', { rating: '6' }, 'rating'],
    ['rating 0', { rating: '0' }, 'rating'],
    ['highlights not JSON', { highlights: '[oops' }, 'highlights'],
    ['blank highlight', { highlights: '["ok", "  "]' }, 'highlights'],
    ['too many highlights', { highlights: JSON.stringify(Array.from({ length: STORY_LIMITS.highlights + 1 }, (_, i) => `h${i}`)) }, 'highlights'],
    ['highlights not a list', { highlights: '{"a":1}' }, 'highlights'],
    ['gallery with a foreign URL', { media_gallery: JSON.stringify(['https://evil.example/x.webp']) }, 'media_gallery'],
    ['gallery escaping the folder', { media_gallery: JSON.stringify(['/uploads/stories/../../jwt-secret']) }, 'media_gallery'],
    ['gallery in another folder', { media_gallery: JSON.stringify(['/uploads/services/0b6f8c1e-1111-4222-8333-444455556666.webp']) }, 'media_gallery'],
    ['avatar from elsewhere', { traveler_avatar: 'javascript:alert(1)' }, 'traveler_avatar'],
  ])('answers 400 for %s', async (_name, fields, field) => {
    const me = await createTraveller(t.app);
    const res = await postStory(t.app, me.token, fields);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors)).toContain(field);
    expect(body.message).toEqual(expect.any(String));
  });

  it('says which rule failed for content over the maximum', async () => {
    const me = await createTraveller(t.app);
    const res = await postStory(t.app, me.token, { content: 'a'.repeat(STORY_LIMITS.content + 1) });
    expect(res.json().message).toBe(storyInputTexts.contentTooLong);
    expect((await postStory(t.app, me.token, { content: 'a'.repeat(STORY_LIMITS.content) })).statusCode).toBe(201);
  });

  it('refuses a cover that is not an image and stores nothing', async () => {
    const me = await createTraveller(t.app);
    const before = storedStoryFiles(t.config.dataDir);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await postStory(t.app, me.token, {}, [{ field: 'cover_image', filename: 'x.png', contentType: 'image/png', data: svg }]);
    expect(res.statusCode).toBe(400);
    expect(storedStoryFiles(t.config.dataDir)).toEqual(before);
  });

  it('refuses a cover over 5 MB with 413, storing neither the story nor a file', async () => {
    const me = await createTraveller(t.app);
    const before = storedStoryFiles(t.config.dataDir);
    const title = `Too big ${Date.now()}`;
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await postStory(t.app, me.token, { title }, [{ field: 'cover_image', filename: 'big.png', contentType: 'image/png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(storyInputTexts.fileTooLarge);
    expect(storedStoryFiles(t.config.dataDir)).toEqual(before);
    const list = await t.app.inject({ method: 'GET', url: '/api/stories?limit=50' });
    expect(list.json().data.stories.map((s: { title: string }) => s.title)).not.toContain(title);
  });

  it('refuses a valid cover when the fields are invalid, storing nothing', async () => {
    const me = await createTraveller(t.app);
    const before = storedStoryFiles(t.config.dataDir);
    const res = await postStory(t.app, me.token, { trip_type: 'Nope' }, [await imagePart('cover_image')]);
    expect(res.statusCode).toBe(400);
    expect(storedStoryFiles(t.config.dataDir)).toEqual(before);
  });

  it('refuses a JSON body with 415 and two covers with 400', async () => {
    const me = await createTraveller(t.app);
    const json = await t.app.inject({ method: 'POST', url: '/api/stories', payload: storyFields(), headers: bearer(me.token) });
    expect(json.statusCode).toBe(415);
    const two = await postStory(t.app, me.token, {}, [await imagePart('cover_image'), await imagePart('cover_image')]);
    expect(two.statusCode).toBe(400);
  });

  it('limits story creation per user (429 after 10 an hour)', async () => {
    const me = await createTraveller(t.app);
    for (let i = 0; i < 10; i++) expect((await postStory(t.app, me.token, { rating: '' })).statusCode).toBe(201);
    const res = await postStory(t.app, me.token);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many requests/);
    const other = await createTraveller(t.app);
    expect((await postStory(t.app, other.token)).statusCode).toBe(201);
  });
});
