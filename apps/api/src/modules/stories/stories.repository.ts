import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedQuery, preparedStatement } from '../../db/named-query';
import { stories, storyComments, storyLikeCounts, storyLikes, storyMedia, trips, users } from '../../db/schema';
import { rowsOf } from '../services/service-card.sql';

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

/** Which filters a list asks for, and whether a viewer reads it: each shape is one prepared statement's text. */
function shapeOf(f: StoryFilters, viewer: boolean): string {
  return `${f.destination ? 'd' : ''}${f.tripType ? 't' : ''}${f.minRating ? 'r' : ''}${viewer ? 'v' : ''}`;
}

/** The filters' conditions, their values as placeholders (filterValues): the text depends only on which are asked for. */
function filterWhere(f: StoryFilters): SQL | undefined {
  return and(
    f.destination ? eq(stories.destination, sql.placeholder('destination')) : undefined,
    f.tripType ? eq(stories.tripType, sql.placeholder('tripType')) : undefined,
    f.minRating ? gte(stories.rating, sql.placeholder('minRating')) : undefined,
  );
}

function filterValues(f: StoryFilters, viewerId: number | null): Record<string, unknown> {
  return {
    ...(f.destination ? { destination: f.destination } : {}),
    ...(f.tripType ? { tripType: f.tripType } : {}),
    ...(f.minRating ? { minRating: f.minRating } : {}),
    ...(viewerId !== null ? { viewerId } : {}),
  };
}

/**
 * One prepared statement per shape (shapeOf), built on first use. The stories' reads run on every miss of the
 * stories' list, which every like and comment drops: planned afresh, the featured story took PostgreSQL nearly as
 * long to plan as to run (2.2 ms against 2.9 ms under bench:cluster's mix), and the list and the comments a third
 * to three quarters of their run.
 */
function byShape<T>(prefix: string, build: (db: Db, f: StoryFilters, viewer: Viewer, name: string) => T) {
  const kept = new Map<string, (db: Db) => T>();
  return (db: Db, f: StoryFilters, viewerId: number | null): T => {
    const shape = shapeOf(f, viewerId !== null);
    let statement = kept.get(shape);
    if (!statement) {
      const viewer = viewerId === null ? null : sql.placeholder('viewerId');
      kept.set(shape, (statement = preparedQuery((target: Db) => build(target, f, viewer, `${prefix}_${shape || 'all'}`), { planOnce: true })));
    }
    return statement(db);
  };
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

const storiesPage = byShape('stories_page', (db, f, viewer, name) =>
  db
    .select(storyColumns(viewer))
    .from(stories)
    .where(filterWhere(f))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

export async function listStories(db: Db, f: StoryFilters, page: number, limit: number, viewerId: number | null) {
  return storiesPage(db, f, viewerId).execute({ ...filterValues(f, viewerId), limit, offset: (page - 1) * limit });
}

const storiesCount = byShape('stories_count', (db, f, _viewer, name) =>
  db.select({ n: sql<number>`count(*)::int` }).from(stories).where(filterWhere(f)).prepare(name),
);

export async function countStories(db: Db, f: StoryFilters): Promise<number> {
  const [row] = await storiesCount(db, f, null).execute(filterValues(f, null));
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
 * request (7-10 ms on the bench's 2,000 stories). The limits are written in the text, not passed as values: a
 * plan made once for every value would not know that each candidate stops at its first row.
 */
const featuredStory = byShape('stories_featured', (db, f, viewer, name) => {
  const recent = sql`${stories.createdAt} > now() - interval '90 days'`;
  const where = (...conditions: (SQL | undefined)[]) => {
    const all = and(...conditions, filterWhere(f));
    return all ? sql` where ${all}` : sql``;
  };
  const mostLiked = (extra?: SQL) =>
    sql`select ${stories.id} from ${storyLikeCounts} inner join ${stories} on ${stories.id} = ${storyLikeCounts.storyId}${where(sql`${storyLikeCounts.likeCount} > 0`, extra)} order by ${storyLikeCounts.likeCount} desc, ${stories.createdAt} desc, ${stories.id} desc limit 1`;
  const newest = (extra?: SQL) => sql`select ${stories.id} from ${stories}${where(extra)} order by ${stories.createdAt} desc, ${stories.id} desc limit 1`;
  const featuredId = sql`((${mostLiked(recent)}) union all (${newest(recent)}) union all (${mostLiked()}) union all (${newest()}) limit 1)`;
  return db.select(storyColumns(viewer)).from(stories).where(eq(stories.id, featuredId)).prepare(name);
});

export async function findFeaturedStory(db: Db, f: StoryFilters, viewerId: number | null) {
  const [row] = await featuredStory(db, f, viewerId).execute(filterValues(f, viewerId));
  return row ?? null;
}

const destinationsStatement = preparedQuery(
  (db: Db) => db.selectDistinct({ d: stories.destination }).from(stories).orderBy(stories.destination).prepare('stories_destinations'),
  { planOnce: true },
);

export async function listDestinations(db: Db): Promise<string[]> {
  const rows = await destinationsStatement(db).execute();
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

/*
 * A like, an unlike and a comment are each one statement: atomic without a transaction, and one round trip. Under
 * bench:cluster's mix each round trip of a transaction waited for the busy event loop (the connection idle in
 * transaction meanwhile): the four of a like held a pooled connection about 100 ms, and reads queued for the pool.
 */

/**
 * Likes or unlikes; null when there is no such story. Idempotent: the unique (story_id, user_id) index turns a
 * second like into a no-op, even under concurrency. The count is read as the statement began (the trigger of
 * migration 0027 updates it at its end), so this statement's own change is added to it.
 */
export async function setLike(db: Db, storyId: number, userId: number, action: 'like' | 'unlike'): Promise<{ likeCount: number } | null> {
  const statement = preparedStatement(
    db,
    `story_${action}`,
    () => {
      const [story, user] = [sql.placeholder('storyId'), sql.placeholder('userId')];
      const change =
        action === 'like'
          ? sql`insert into ${storyLikes} (story_id, user_id) select id, ${user} from target on conflict (story_id, user_id) do nothing returning 1`
          : sql`delete from ${storyLikes} where story_id in (select id from target) and user_id = ${user} returning 1`;
      const delta = action === 'like' ? sql`+` : sql`-`;
      return sql`
        with target as (select id from ${stories} where id = ${story}), changed as (${change})
        select ${likeCountOf(sql`target.id`)} ${delta} (select count(*) from changed)::int as like_count from target`;
    },
    { planOnce: true },
  );
  const [row] = rowsOf<{ like_count: number | string }>(await statement.execute({ storyId, userId }));
  return row ? { likeCount: Number(row.like_count) } : null;
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

/** A story's comments, or null when there is no such story: one statement, the story left-joined to them. */
const commentsStatement = preparedQuery(
  (db: Db) =>
    db
      .select(commentColumns)
      .from(stories)
      .leftJoin(storyComments, eq(storyComments.storyId, stories.id))
      .leftJoin(users, eq(users.id, storyComments.userId))
      .where(eq(stories.id, sql.placeholder('storyId')))
      .orderBy(desc(storyComments.createdAt), desc(storyComments.id))
      .limit(COMMENTS_LIST_CAP)
      .prepare('story_comments'),
  { planOnce: true },
);

export async function listComments(db: Db, storyId: number) {
  const rows = await commentsStatement(db).execute({ storyId });
  if (rows.length === 0) return null;
  return rows.flatMap((r) =>
    r.id === null ? [] : [{ id: r.id, content: r.content!, createdAt: r.createdAt!, authorName: r.authorName!, authorAvatar: r.authorAvatar }],
  );
}

/** Adds a comment and answers it with its author; null when there is no such story. */
export async function insertComment(db: Db, storyId: number, userId: number, content: string) {
  const statement = preparedStatement(
    db,
    'story_comment_insert',
    () => sql`
      with added as (
        insert into ${storyComments} (story_id, user_id, content)
        select id, ${sql.placeholder('userId')}, ${sql.placeholder('content')} from ${stories} where id = ${sql.placeholder('storyId')}
        returning id, content, created_at, user_id)
      select added.id, added.content, added.created_at, u.name as author_name, u.profile_image as author_avatar
      from added join ${users} u on u.id = added.user_id`,
    { planOnce: true },
  );
  const [row] = rowsOf<{ id: number | string; content: string; created_at: Date | string; author_name: string; author_avatar: string | null }>(
    await statement.execute({ storyId, userId, content }),
  );
  return row ? { id: Number(row.id), content: row.content, createdAt: row.created_at, authorName: row.author_name, authorAvatar: row.author_avatar } : null;
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
