import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogListResponseSchema, blogPostResponseSchema, blogTexts } from '@mt/shared';
import { blogPosts } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';

/** The file's database is shared and starts empty of posts; every post gets a unique category-free slug. */
describe('public blog reads', () => {
  let t: TestApp;
  let admin: Person;
  let traveller: Person;
  const tag = randomBytes(3).toString('hex');
  const post = async (over: Partial<typeof blogPosts.$inferInsert> = {}) => {
    const slug = over.slug ?? `post-${tag}-${randomBytes(4).toString('hex')}`;
    const [row] = await t.db
      .insert(blogPosts)
      .values({ slug, title: `Title ${slug}`, category: 'Guides', excerpt: 'Short.', content: '# Hello', status: 'published', ...over })
      .returning();
    return row!;
  };
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
    traveller = await createTraveller(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists published posts newest first as { data: { posts, pagination } }, without drafts or content', async () => {
    const older = await post({ createdAt: new Date('2024-01-01T00:00:00Z') });
    const newer = await post({ createdAt: new Date('2024-06-01T00:00:00Z') });
    const draft = await post({ status: 'draft', createdAt: new Date('2024-07-01T00:00:00Z') });
    const res = await get('/api/blog?limit=50');
    expect(res.statusCode).toBe(200);
    const body = blogListResponseSchema.strict().parse(res.json());
    const ids = body.data.posts.map((p) => p.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(body.data.posts.every((p) => p.status === 'published')).toBe(true);
    expect(body.data.posts[0]).not.toHaveProperty('content');
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 50, total: ids.length, pages: 1 });
  });

  it('pages and filters by category', async () => {
    const category = 'Technology';
    for (let i = 0; i < 3; i++) await post({ category, createdAt: new Date(Date.UTC(2023, 0, i + 1)) });
    const all = (await get(`/api/blog?category=${category}&limit=50`)).json().data;
    expect(all.posts.every((p: { category: string }) => p.category === category)).toBe(true);
    const page2 = (await get(`/api/blog?category=${category}&limit=2&page=2`)).json().data;
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: all.pagination.total, pages: Math.ceil(all.pagination.total / 2) });
    expect(page2.posts.map((p: { id: number }) => p.id)).toEqual(all.posts.slice(2, 4).map((p: { id: number }) => p.id));
    const beyond = (await get(`/api/blog?category=${category}&page=999`)).json().data;
    expect(beyond.posts).toEqual([]);
  });

  it('lists drafts with all=true for an admin only: 401 without a token, 403 for other roles', async () => {
    const draft = await post({ status: 'draft' });
    const res = await get('/api/blog?all=true&limit=50', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.posts.map((p: { id: number }) => p.id)).toContain(draft.id);
    expect((await get('/api/blog?all=true')).json()).toEqual({ message: blogTexts.allRequiresAdmin });
    expect((await get('/api/blog?all=true')).statusCode).toBe(401);
    for (const person of [traveller, await createPartner(t.app)]) {
      const denied = await get('/api/blog?all=true', person.token);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ message: blogTexts.allRequiresAdmin });
    }
    // A broken token on the public list is a visitor, not an error.
    expect((await get('/api/blog', 'not-a-token')).statusCode).toBe(200);
    expect((await get('/api/blog?all=true', 'not-a-token')).statusCode).toBe(401);
  });

  it.each([
    ['page=0', 'page must be at least 1.'],
    ['page=-3', 'page must be at least 1.'],
    ['page=abc', 'page must be a whole number.'],
    ['page=1.5', 'page must be a whole number.'],
    ['page=99999999', 'page must be at most 10000.'],
    ['limit=10000', 'limit must be at most 50.'],
    ['limit=0', 'limit must be at least 1.'],
    ['category=Cooking', blogTexts.invalidCategory],
    ['category=%3Cscript%3E', blogTexts.invalidCategory],
    ['all=yes', 'all must be true or false.'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const res = await get(`/api/blog?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toBeDefined();
  });

  it('answers one post by slug and by id as { data: { post } } with its markdown', async () => {
    const row = await post({ content: '## Markdown body' });
    for (const key of [row.slug, String(row.id)]) {
      const res = await get(`/api/blog/${key}`);
      expect(res.statusCode).toBe(200);
      const body = blogPostResponseSchema.strict().parse(res.json());
      expect(body.data.post).toMatchObject({ id: row.id, slug: row.slug, content: '## Markdown body', status: 'published' });
    }
  });

  it('finds a post whose slug is all digits, and prefers the id when both match', async () => {
    const digits = `9${Date.now()}`.slice(0, 15);
    const numeric = await post({ slug: digits });
    expect((await get(`/api/blog/${digits}`)).json().data.post.id).toBe(numeric.id);
    const other = await post();
    const clash = await post({ slug: String(other.id) });
    expect((await get(`/api/blog/${other.id}`)).json().data.post.id).toBe(other.id);
    expect(clash.id).not.toBe(other.id);
  });

  it('hides drafts from everyone but admins, with the same 404 as a missing post', async () => {
    const draft = await post({ status: 'draft' });
    for (const token of [undefined, traveller.token, 'garbage-token']) {
      const res = await get(`/api/blog/${draft.slug}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: blogTexts.postNotFound });
    }
    expect((await get(`/api/blog/${draft.id}`, admin.token)).json().data.post.status).toBe('draft');
    expect((await get('/api/blog/no-such-post-anywhere')).statusCode).toBe(404);
    expect((await get('/api/blog/123456789012')).statusCode).toBe(404);
  });

  it.each(['Bad%20Slug', '%3Cscript%3E', 'UPPER', 'a--b', '-lead', encodeURIComponent("x' OR 1=1 --"), '%F0%9F%98%80'])(
    'answers 400 for the malformed id or slug %s',
    async (param) => {
      const res = await get(`/api/blog/${param}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(blogTexts.invalidIdOrSlug);
    },
  );

  it('answers 414 with a message for a parameter longer than the router accepts', async () => {
    const res = await get(`/api/blog/${'x'.repeat(300)}`);
    expect(res.statusCode).toBe(414);
    expect(typeof res.json().message).toBe('string');
  });
});
