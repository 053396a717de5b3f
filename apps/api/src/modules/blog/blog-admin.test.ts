import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blogAdminTexts, blogTexts, blogWriteResponseSchema, type BlogPost } from '@mt/shared';
import { blogPosts } from '../../db/schema';
import { IMAGE_TYPE_MESSAGE } from '../media';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { imagePart, multipart, png, type FilePart } from '../../test/multipart';

describe('admin blog writes', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const tag = () => randomBytes(3).toString('hex');
  const fields = (over: Record<string, string> = {}) => ({
    title: `Packing for the unknown ${tag()}`,
    category: 'Travel Tips',
    excerpt: 'What to bring when you do not know where you are going.',
    content: '## Layers\n\nBring **layers**.',
    ...over,
  });
  const send = (method: 'POST' | 'PUT', url: string, f: Record<string, string>, files: FilePart[] = [], token = admin.token) => {
    const body = multipart(f, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };
  const create = async (over: Record<string, string> = {}, files: FilePart[] = []): Promise<BlogPost> => {
    const res = await send('POST', '/api/blog', fields(over), files);
    expect(res.statusCode, res.body).toBe(201);
    return blogWriteResponseSchema.strict().parse(res.json()).data.post;
  };
  const setStatus = (id: number, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/blog/${id}`, headers: bearer(admin.token), payload: payload as object });
  const publicGet = (key: string | number) => t.app.inject({ method: 'GET', url: `/api/blog/${key}` });
  const blogFiles = () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'blog');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const fileOf = (url: string) => path.join(t.config.dataDir, url.replace(/^\//, ''));

  it('creates a draft from a multipart form, with a slug from the title and the cover re-encoded', async () => {
    const res = await send('POST', '/api/blog', fields({ title: 'Zanzibar: Spice & Sand' }), [await imagePart('featured_image')]);
    expect(res.statusCode).toBe(201);
    const body = blogWriteResponseSchema.strict().parse(res.json());
    expect(body.message).toBe(blogAdminTexts.postCreated);
    const post = body.data.post;
    expect(post).toMatchObject({ title: 'Zanzibar: Spice & Sand', slug: 'zanzibar-spice-and-sand', category: 'Travel Tips', status: 'draft' });
    expect(post.featured_image).toMatch(/^\/uploads\/blog\/[0-9a-f-]{36}-64x48\.webp$/);
    expect(post.cover).toEqual({ url: post.featured_image, width: 64, height: 48, srcset: null });
    expect(existsSync(fileOf(post.featured_image!))).toBe(true);
    // A draft stays hidden from the public.
    expect((await publicGet(post.slug)).statusCode).toBe(404);
    // The same title again gets the next free slug.
    expect((await create({ title: 'Zanzibar: Spice & Sand' })).slug).toBe('zanzibar-spice-and-sand-2');
    expect((await create({ title: '¿¡!?' })).slug).toMatch(/^post(-\d+)?$/);
  });

  it('publishes and unpublishes with a JSON status, and the public blog follows', async () => {
    const post = await create();
    const on = await setStatus(post.id, { status: 'published' });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.post.status).toBe('published');
    expect((await publicGet(post.slug)).json().data.post.title).toBe(post.title);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog?limit=50' })).json().data.posts.map((p: BlogPost) => p.id)).toContain(post.id);
    const off = await setStatus(post.id, { status: 'draft' });
    expect(off.json().data.post.status).toBe('draft');
    expect((await publicGet(post.slug)).statusCode).toBe(404);
  });

  it.each([
    [{ status: 'archived' }, blogAdminTexts.statusInvalid],
    [{}, blogAdminTexts.statusInvalid],
    [{ status: 'published', title: 'sneaky' }, 'Unrecognized key: "title"'],
  ])('answers 400 for the status body %j and changes nothing', async (payload, message) => {
    const post = await create();
    const res = await setStatus(post.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ status: 'draft', title: post.title });
  });

  it('edits every field from the form, keeps the slug, and replaces the cover (the old files go)', async () => {
    const post = await create({}, [await imagePart('featured_image', await png(700, 400))]);
    const oldWidths = ['-320w.webp', '-640w.webp'].map((end) => fileOf(post.featured_image!.replace('.webp', end)));
    expect(oldWidths.every((f) => existsSync(f))).toBe(true);
    await setStatus(post.id, { status: 'published' });
    const res = await send(
      'PUT',
      `/api/blog/${post.id}`,
      { title: 'A new title', category: 'Guides', excerpt: 'New excerpt.', content: 'New body.' },
      [await imagePart('featured_image')],
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json().data.post as BlogPost;
    // No status in the form: a published post stays published.
    expect(updated).toMatchObject({ id: post.id, slug: post.slug, title: 'A new title', category: 'Guides', excerpt: 'New excerpt.', content: 'New body.', status: 'published' });
    expect(updated.featured_image).not.toBe(post.featured_image);
    expect(existsSync(fileOf(updated.featured_image!))).toBe(true);
    expect(existsSync(fileOf(post.featured_image!))).toBe(false);
    expect(oldWidths.some((f) => existsSync(f))).toBe(false);
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(post.updated_at).getTime());
    // Without a file the cover stays; with remove_featured_image it goes, file included.
    const kept = await send('PUT', `/api/blog/${post.id}`, fields({ status: 'draft' }));
    expect(kept.json().data.post).toMatchObject({ featured_image: updated.featured_image, status: 'draft' });
    const removed = await send('PUT', `/api/blog/${post.id}`, fields({ remove_featured_image: 'true' }));
    expect(removed.json().data.post.featured_image).toBeNull();
    expect(existsSync(fileOf(updated.featured_image!))).toBe(false);
  });

  it.each([
    ['a missing title', { title: '' }, 'title', blogAdminTexts.titleRequired],
    ['a blank excerpt', { excerpt: '   ' }, 'excerpt', blogAdminTexts.excerptRequired],
    ['no content', { content: '' }, 'content', blogAdminTexts.contentRequired],
    ['an unknown category', { category: 'Cooking' }, 'category', blogTexts.invalidCategory],
    ['an unknown status', { status: 'scheduled' }, 'status', blogAdminTexts.statusInvalid],
    ['a title too long', { title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters.'],
  ])('refuses %s with 400 on that field and stores nothing', async (_label, over, field, message) => {
    const before = await t.db.select({ id: blogPosts.id }).from(blogPosts);
    const files = blogFiles();
    const res = await send('POST', '/api/blog', fields(over), [await imagePart('featured_image')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await t.db.select({ id: blogPosts.id }).from(blogPosts)).toHaveLength(before.length);
    expect(blogFiles()).toEqual(files);
  });

  it('refuses a cover that is not an image, or two covers, and stores nothing', async () => {
    const files = blogFiles();
    const svg: FilePart = { field: 'featured_image', filename: 'x.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') };
    const bad = await send('POST', '/api/blog', fields(), [svg]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(IMAGE_TYPE_MESSAGE);
    const two = await send('POST', '/api/blog', fields(), [await imagePart('featured_image'), await imagePart('featured_image')]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(blogAdminTexts.singleCover);
    const other = await send('POST', '/api/blog', fields(), [await imagePart('avatar')]);
    expect(other.statusCode).toBe(400);
    expect(blogFiles()).toEqual(files);
  });

  it('refuses a cover over 5 MB with 413', async () => {
    const big: FilePart = { field: 'featured_image', filename: 'big.png', contentType: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 10) };
    const res = await send('POST', '/api/blog', fields(), [big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(blogAdminTexts.coverTooLarge);
  });

  it('answers 415 to a create that is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/blog', headers: bearer(admin.token), payload: fields() });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: blogAdminTexts.notMultipart });
  });

  it('deletes a post and its cover file; afterwards it answers 404', async () => {
    const post = await create({}, [await imagePart('featured_image')]);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/blog/${post.id}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: blogAdminTexts.postDeleted });
    expect(existsSync(fileOf(post.featured_image!))).toBe(false);
    for (const method of ['DELETE', 'PUT'] as const) {
      const again = await t.app.inject({ method, url: `/api/blog/${post.id}`, headers: bearer(admin.token), ...(method === 'PUT' ? { payload: { status: 'draft' } } : {}) });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: blogTexts.postNotFound });
    }
    expect((await send('PUT', `/api/blog/${post.id}`, fields())).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/blog/abc', headers: bearer(admin.token) })).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to travellers and partners, before reading the body', async () => {
    const post = await create();
    const traveller = await createTraveller(t.app);
    const partner = await createPartner(t.app);
    const attempts = async (token?: string) => [
      await t.app.inject({ method: 'POST', url: '/api/blog', headers: token ? bearer(token) : {}, payload: {} }),
      await t.app.inject({ method: 'PUT', url: `/api/blog/${post.id}`, headers: token ? bearer(token) : {}, payload: { status: 'published' } }),
      await t.app.inject({ method: 'DELETE', url: `/api/blog/${post.id}`, headers: token ? bearer(token) : {} }),
    ];
    for (const res of await attempts()) expect(res.statusCode).toBe(401);
    for (const person of [traveller, partner]) for (const res of await attempts(person.token)) expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.status).toBe('draft');
  });
});
