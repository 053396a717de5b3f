import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StoryDto, storyInputTexts } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller } from '../../test/factories';
import { createStory, postStory, storyFields, uniqueDestination, uploadMedia } from './testing/story-fixtures';
import { imagePart, multipart } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = async (id: number | string, token: string | null, fields: Record<string, string>, files: Awaited<ReturnType<typeof imagePart>>[] = []) => {
  const body = multipart(storyFields(fields), files);
  return t.app.inject({ method: 'PUT', url: `/api/stories/${id}`, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
};
const del = (id: number | string, token: string | null) =>
  t.app.inject({ method: 'DELETE', url: `/api/stories/${id}`, headers: token ? bearer(token) : {} });
const onDisk = (url: string) => existsSync(path.join(t.config.dataDir, url));

describe('PUT /api/stories/:id', () => {
  it('lets the author replace the fields, gallery and cover', async () => {
    const me = await createTraveller(t.app);
    const paths = (await uploadMedia(t.app, me.token, [await imagePart('media'), await imagePart('media')])).json().data.data as string[];
    const created = (await postStory(t.app, me.token, { media_gallery: JSON.stringify(paths) }, [await imagePart('cover_image')])).json().data
      .data as StoryDto;
    const res = await put(created.id, me.token, { title: 'Edited', trip_type: 'Cultural', media_gallery: JSON.stringify([paths[1]]) }, [
      await imagePart('cover_image'),
    ]);
    expect(res.statusCode).toBe(200);
    const story = res.json().data.data as StoryDto;
    expect(story).toMatchObject({ id: created.id, title: 'Edited', trip_type: 'Cultural', media_gallery: [paths[1]] });
    expect(story.cover_image).not.toBe(created.cover_image);
    // Files no story uses any more are removed; the ones still in use stay.
    expect(onDisk(created.cover_image!)).toBe(false);
    expect(onDisk(paths[0]!)).toBe(false);
    expect(onDisk(paths[1]!)).toBe(true);
  });

  it('answers 403 to another traveller, 401 without a token, 404 for a missing story, 400 for bad fields', async () => {
    const owner = await createTraveller(t.app);
    const other = await createTraveller(t.app);
    const story = await createStory(t.app, owner.token, { destination: uniqueDestination() });
    const res = await put(story.id, other.token, { title: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(storyInputTexts.notOwner);
    expect((await put(story.id, null, {})).statusCode).toBe(401);
    expect((await put(987654321, owner.token, {})).statusCode).toBe(404);
    expect((await put(story.id, owner.token, { trip_type: 'Nope' })).statusCode).toBe(400);
    const got = await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}` });
    expect(got.json().data.story.title).toBe('Lions at dawn');
  });

  it('lets an admin edit any story', async () => {
    const owner = await createTraveller(t.app);
    const admin = await createAdmin(t.app);
    const story = await createStory(t.app, owner.token, { destination: uniqueDestination() });
    expect((await put(story.id, admin.token, { title: 'Moderated' })).json().data.data.title).toBe('Moderated');
  });
});

describe('DELETE /api/stories/:id', () => {
  it('lets the author delete the story with its likes, comments and files', async () => {
    const me = await createTraveller(t.app);
    const created = (await postStory(t.app, me.token, {}, [await imagePart('cover_image')])).json().data.data as StoryDto;
    await t.app.inject({ method: 'POST', url: `/api/stories/${created.id}/like`, payload: { action: 'like' }, headers: bearer(me.token) });
    await t.app.inject({ method: 'POST', url: `/api/stories/${created.id}/comments`, payload: { content: 'hi' }, headers: bearer(me.token) });
    const res = await del(created.id, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: storyInputTexts.deleted });
    expect((await t.app.inject({ method: 'GET', url: `/api/stories/${created.id}` })).statusCode).toBe(404);
    expect(onDisk(created.cover_image!)).toBe(false);
    expect((await del(created.id, me.token)).statusCode).toBe(404);
  });

  it('keeps gallery photos another story still uses', async () => {
    const victim = await createTraveller(t.app);
    const copier = await createTraveller(t.app);
    const paths = (await uploadMedia(t.app, victim.token, [await imagePart('media')])).json().data.data as string[];
    await createStory(t.app, victim.token, { media_gallery: JSON.stringify(paths) });
    const copy = await createStory(t.app, copier.token, { media_gallery: JSON.stringify(paths) });
    expect((await del(copy.id, copier.token)).statusCode).toBe(200);
    expect(onDisk(paths[0]!)).toBe(true);
  });

  it('answers 403 to another traveller and lets an admin delete', async () => {
    const owner = await createTraveller(t.app);
    const story = await createStory(t.app, owner.token, { destination: uniqueDestination() });
    expect((await del(story.id, (await createTraveller(t.app)).token)).statusCode).toBe(403);
    expect((await del(story.id, null)).statusCode).toBe(401);
    expect((await del('0', owner.token)).statusCode).toBe(400);
    expect((await del(story.id, (await createAdmin(t.app)).token)).statusCode).toBe(200);
  });
});
