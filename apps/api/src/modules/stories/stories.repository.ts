import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/named-query';
import { stories, storyComments, storyLikeCounts, storyLikes, storyMedia, trips, users } from '../../db/schema';

export interface StoryFilters {
  destination?: string;
  tripType?: string;
  minRating?: number;
}

export type NewStory = typeof stories.$inferInsert;

/**
 * One story row with everything the DTO needs, computed in SQL so a page of stories is one query:
 * the like count is kept in story_like_counts (migration 0027); the comment count and "liked by the viewer" use the
 * (story_id, created_at) and (story_id, user_id) indexes.
 */
// Qualified by hand: Drizzle renders a column of the only table in a query unqualified ("id"), which
// inside these subqueries would bind to the subquery's own table.
const storyIdRef = sql.raw('"stories"."id"');
const storyUserRef = sql.raw('"stories"."user_id"');

/** The kept count of a story's likes (no row: none). */
const likeCountOf = (storyId: SQL) => sql<number>`coalesce((select k.like_count from ${storyLikeCounts} k where k.story_id = ${storyId}), 0)`;

/** The viewer's id, or a placeholder for it in a prepared statement; null for a guest. */
type Viewer = number | ReturnType<typeof sql.placeholder> | null;

function storyColumns(viewerId: Viewer) {
  return {
    id: stories.id,
    userId: stories.userId,
    title: stories.title,
    destination: stories.destination,
    tripDate: stories.tripDate,
    tripType: stories.tripType,
    content: stories.content,
    highlights: stories.highlights,
    rating: stories.rating,
    coverImage: stories.coverImage,
    travelerName: stories.travelerName,
    travelerAvatar: stories.travelerAvatar,
    createdAt: stories.createdAt,
    // json_agg: both drivers parse json the same way (text[] parsing differs between them).
    mediaGallery: sql<string[]>`coalesce((select json_agg(m.url order by m.position, m.id) from ${storyMedia} m where m.story_id = ${storyIdRef}), '[]'::json)`,
    likeCount: likeCountOf(storyIdRef),
    commentCount: sql<number>`(select count(*)::int from ${storyComments} c where c.story_id = ${storyIdRef})`,
    // DESIGN.md section 4: verified = the author has a completed trip. A scalar subquery, not `exists`: for a
    // list PostgreSQL would plan `exists` as a hash of every completed trip (tens of thousands of rows) built on
    // each request, before the limit leaves a page of stories; this looks up each author's trips by index.
    verified: sql<boolean>`coalesce((select true from ${trips} t where t.traveller_id = ${storyUserRef} and t.status = 'completed' limit 1), false)`,
    userHasLiked:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${storyLikes} v where v.story_id = ${storyIdRef} and v.user_id = ${viewerId})`,
  };
}
export type StoryRow = NonNullable<Awaited<ReturnType<typeof findStoryById>>>;

function filterWhere(f: StoryFilters): SQL | undefined {
  return and(
    f.destination ? eq(stories.destination, f.destination) : undefined,
    f.tripType ? eq(stories.tripType, f.tripType) : undefined,
    f.minRating ? gte(stories.rating, f.minRating) : undefined,
  );
}

/**
 * A story page's and answer's read, for a guest and for a signed-in viewer: prepared, and planned once per
 * connection (a lookup by primary key whatever the id). Under bench:cluster's mix, planning it afresh took
 * twice as long as running it.
 */
const storyByIdFor = (viewer: Viewer, name: string) =>
  preparedQuery(
    (db: Db) => db.select(storyColumns(viewer)).from(stories).where(eq(stories.id, sql.placeholder('id'))).limit(1).prepare(name),
    { planOnce: true },
  );
const storyByIdForGuest = storyByIdFor(null, 'story_by_id_guest');
const storyByIdForViewer = storyByIdFor(sql.placeholder('viewerId'), 'story_by_id_viewer');

export async function findStoryById(db: Db, id: number, viewerId: number | null = null) {
  const [row] = viewerId === null ? await storyByIdForGuest(db).execute({ id }) : await storyByIdForViewer(db).execute({ id, viewerId });
  return row ?? null;
}

export async function listStories(db: DbOrTx, f: StoryFilters, page: number, limit: number, viewerId: number | null) {
  return db
    .select(storyColumns(viewerId))
    .from(stories)
    .where(filterWhere(f))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function countStories(db: DbOrTx, f: StoryFilters): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(stories).where(filterWhere(f));
  return row?.n ?? 0;
}

/**
 * The featured story: among the stories matching the filters, the most liked one posted in the last
 * 90 days (newest first on a tie); when nothing is that recent, the most liked of all. So the block
 * follows the filters and changes as new stories collect likes, instead of pinning one old favourite.
 *
 * As four candidates in that order of preference, of which PostgreSQL runs only as many as it takes to find one
 * (`union all` under `limit 1`): the most liked recent story with a like, else the newest recent one (none has a
 * like), else the same two among all stories. Each walks an index (the kept counts by count, the stories by date)
 * and stops at its first row; ordering every story by its count read the whole stories table on each list
 * request (7-10 ms on the bench's 2,000 stories).
 */
export async function findFeaturedStory(db: DbOrTx, f: StoryFilters, viewerId: number | null) {
  const recent = sql`${stories.createdAt} > now() - interval '90 days'`;
  const mostLiked = (extra?: SQL) =>
    db
      .select({ id: stories.id })
      .from(storyLikeCounts)
      .innerJoin(stories, eq(stories.id, storyLikeCounts.storyId))
      .where(and(sql`${storyLikeCounts.likeCount} > 0`, extra, filterWhere(f)))
      .orderBy(desc(storyLikeCounts.likeCount), desc(stories.createdAt), desc(stories.id))
      .limit(1);
  const newest = (extra?: SQL) =>
    db
      .select({ id: stories.id })
      .from(stories)
      .where(and(extra, filterWhere(f)))
      .orderBy(desc(stories.createdAt), desc(stories.id))
      .limit(1);
  const featuredId = sql`((${mostLiked(recent)}) union all (${newest(recent)}) union all (${mostLiked()}) union all (${newest()}) limit 1)`;
  const [row] = await db.select(storyColumns(viewerId)).from(stories).where(eq(stories.id, featuredId));
  return row ?? null;
}

export async function listDestinations(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ d: stories.destination }).from(stories).orderBy(stories.destination);
  return rows.map((r) => r.d);
}

export async function insertStory(db: DbOrTx, story: NewStory): Promise<number> {
  const [row] = await db.insert(stories).values(story).returning({ id: stories.id });
  return row!.id;
}

export async function updateStoryRow(db: DbOrTx, id: number, changes: Partial<NewStory>) {
  await db.update(stories).set({ ...changes, updatedAt: new Date() }).where(eq(stories.id, id));
}

/** Replaces the gallery in order; the caller runs this in the story's transaction. */
export async function replaceStoryMedia(db: DbOrTx, storyId: number, urls: string[]) {
  await db.delete(storyMedia).where(eq(storyMedia.storyId, storyId));
  if (urls.length) await db.insert(storyMedia).values(urls.map((url, position) => ({ storyId, url, position })));
}

export async function findStoryOwner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ userId: stories.userId, coverImage: stories.coverImage })
    .from(stories)
    .where(eq(stories.id, id))
    .limit(1);
  return row ?? null;
}

export async function listStoryMediaUrls(db: DbOrTx, storyId: number): Promise<string[]> {
  const rows = await db.select({ url: storyMedia.url }).from(storyMedia).where(eq(storyMedia.storyId, storyId));
  return rows.map((r) => r.url);
}

/** Likes, comments and media go with it (ON DELETE CASCADE). */
export async function deleteStoryRow(db: DbOrTx, id: number) {
  await db.delete(stories).where(eq(stories.id, id));
}

export async function storyExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: stories.id }).from(stories).where(eq(stories.id, id)).limit(1);
  return !!row;
}

/** Idempotent: the unique (story_id, user_id) index turns a second like into a no-op, even under concurrency. */
export async function addLike(db: DbOrTx, storyId: number, userId: number) {
  await db.insert(storyLikes).values({ storyId, userId }).onConflictDoNothing({ target: [storyLikes.storyId, storyLikes.userId] });
}

export async function removeLike(db: DbOrTx, storyId: number, userId: number) {
  await db.delete(storyLikes).where(and(eq(storyLikes.storyId, storyId), eq(storyLikes.userId, userId)));
}

export async function likeState(db: DbOrTx, storyId: number, userId: number) {
  const [row] = await db
    .select({
      likeCount: likeCountOf(storyIdRef),
      userHasLiked: sql<boolean>`exists (select 1 from ${storyLikes} l where l.story_id = ${storyIdRef} and l.user_id = ${userId})`,
    })
    .from(stories)
    .where(eq(stories.id, storyId));
  return row ?? null;
}

const commentColumns = {
  id: storyComments.id,
  content: storyComments.content,
  createdAt: storyComments.createdAt,
  authorName: users.name,
  authorAvatar: users.profileImage,
};

/** Newest first; capped so one popular story cannot make a single response unbounded. */
export const COMMENTS_LIST_CAP = 500;

export async function listComments(db: DbOrTx, storyId: number) {
  return db
    .select(commentColumns)
    .from(storyComments)
    .innerJoin(users, eq(users.id, storyComments.userId))
    .where(eq(storyComments.storyId, storyId))
    .orderBy(desc(storyComments.createdAt), desc(storyComments.id))
    .limit(COMMENTS_LIST_CAP);
}

export async function insertComment(db: DbOrTx, storyId: number, userId: number, content: string) {
  const [row] = await db.insert(storyComments).values({ storyId, userId, content }).returning({ id: storyComments.id });
  const [comment] = await db
    .select(commentColumns)
    .from(storyComments)
    .innerJoin(users, eq(users.id, storyComments.userId))
    .where(eq(storyComments.id, row!.id));
  return comment!;
}

/** Of these media URLs, the ones no story uses any more (as cover or gallery photo): safe to delete. */
export async function unreferencedUrls(db: DbOrTx, urls: string[]): Promise<string[]> {
  if (!urls.length) return [];
  const list = sql.join(urls.map((u) => sql`${u}`), sql`, `);
  const rows = await db.execute<{ url: string }>(sql`
    select u.url from (select unnest(array[${list}]::text[]) as url) u
    where not exists (select 1 from ${storyMedia} m where m.url = u.url)
      and not exists (select 1 from ${stories} s where s.cover_image = u.url)`);
  return rowsOf<{ url: string }>(rows).map((r) => r.url);
}

/** node-postgres answers { rows }, PGlite answers { rows } too, but typed differently by Drizzle. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
