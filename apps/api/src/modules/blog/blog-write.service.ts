import {
  BLOG_COVER_FIELD,
  BLOG_MEDIA_FOLDER,
  blogAdminTexts,
  blogPostFieldsSchema,
  blogStatusUpdateSchema,
  blogTexts,
  type BlogPost,
} from '@mt/shared';
import type { Db } from '../../db/client';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors';
import { slugify } from '../../lib/slug';
import { saveImage, storedKeysOf, type MediaStore, type MultipartUpload } from '../media';
import { toBlogPost } from './blog.mapper';
import * as repo from './blog.repository';

export interface BlogWriteDeps {
  db: Db;
  media: MediaStore;
}

/** Zod issues keyed by form field, one message each, as a 400. */
function invalid(issues: { path: PropertyKey[]; message: string }[]): never {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    if (!errors[key]?.includes(issue.message)) (errors[key] ??= []).push(issue.message);
  }
  throw badRequest(Object.values(errors)[0]?.[0] ?? blogAdminTexts.saveFailed, errors);
}

function parseFields(fields: Record<string, string>) {
  const parsed = blogPostFieldsSchema.safeParse(fields);
  if (!parsed.success) invalid(parsed.error.issues);
  return parsed.data;
}

function singleCover(upload: MultipartUpload): Buffer | null {
  const covers = upload.files.filter((f) => f.field === BLOG_COVER_FIELD);
  if (covers.length > 1) throw badRequest(blogAdminTexts.singleCover, { [BLOG_COVER_FIELD]: [blogAdminTexts.singleCover] });
  return covers[0]?.data ?? null;
}

/** Our own cover files (main image and its widths); anything else (seed URLs elsewhere, external links) is left alone. */
async function removeCover(media: MediaStore, url: string | null) {
  const keys = url ? storedKeysOf(url) : [];
  if (!keys[0]?.startsWith(`${BLOG_MEDIA_FOLDER}/`)) return;
  for (const k of keys) await media.delete(k).catch(() => undefined);
}

/** "Safari Packing Tips" → "safari-packing-tips", then "-2", "-3"... when taken. */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = /[a-z0-9]/i.test(title.normalize('NFKD')) ? slugify(title) : 'post';
  const taken = new Set(await repo.findBlogSlugsLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A new post from the admin's form. The slug comes from the title and never changes afterwards, so
 * shared links keep working. Two posts with one title racing for a slug: the loser takes the next one.
 */
export async function createBlogPost(deps: BlogWriteDeps, upload: MultipartUpload): Promise<BlogPost> {
  const input = parseFields(upload.fields);
  const coverBytes = singleCover(upload);
  const cover = coverBytes ? (await saveImage(deps.media, coverBytes, BLOG_MEDIA_FOLDER)).url : null;
  const values = { title: input.title, category: input.category, excerpt: input.excerpt, content: input.content, status: input.status, featuredImage: cover };
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return toBlogPost(await repo.insertBlogPost(deps.db, { ...values, slug: await freeSlug(deps.db, input.title) }));
      } catch (err) {
        if (attempt < 4 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  } catch (err) {
    await removeCover(deps.media, cover);
    throw err;
  }
}

/** A full edit from the form; the cover changes only when a file is sent or its removal asked for. */
export async function updateBlogPost(deps: BlogWriteDeps, id: number, upload: MultipartUpload): Promise<BlogPost> {
  const before = await repo.findBlogPostById(deps.db, id);
  if (!before) throw notFound(blogTexts.postNotFound);
  // A form without a status keeps the post's own: an edit never unpublishes by accident.
  const input = parseFields({ status: before.status, ...upload.fields });
  const coverBytes = singleCover(upload);
  const cover = coverBytes ? (await saveImage(deps.media, coverBytes, BLOG_MEDIA_FOLDER)).url : null;
  const removing = !cover && input.remove_featured_image === 'true';
  let row;
  try {
    row = await repo.updateBlogPost(deps.db, id, {
      title: input.title,
      category: input.category,
      excerpt: input.excerpt,
      content: input.content,
      status: input.status,
      ...(cover ? { featuredImage: cover } : removing ? { featuredImage: null } : {}),
    });
  } catch (err) {
    await removeCover(deps.media, cover);
    throw err;
  }
  if (!row) {
    await removeCover(deps.media, cover);
    throw notFound(blogTexts.postNotFound);
  }
  if (cover || removing) await removeCover(deps.media, before.featuredImage);
  return toBlogPost(row);
}

/** Publish or unpublish (a JSON body with only a status). */
export async function setBlogPostStatus(db: Db, id: number, body: unknown): Promise<BlogPost> {
  const parsed = blogStatusUpdateSchema.safeParse(body ?? {});
  if (!parsed.success) invalid(parsed.error.issues);
  const row = await repo.updateBlogPost(db, id, { status: parsed.data.status });
  if (!row) throw notFound(blogTexts.postNotFound);
  return toBlogPost(row);
}

export async function deleteBlogPost(deps: BlogWriteDeps, id: number): Promise<void> {
  const row = await repo.deleteBlogPost(deps.db, id);
  if (!row) throw notFound(blogTexts.postNotFound);
  await removeCover(deps.media, row.featuredImage);
}
