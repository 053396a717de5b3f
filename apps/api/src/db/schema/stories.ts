import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const stories = pgTable(
  'stories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 150 }).notNull(),
    destination: varchar('destination', { length: 120 }).notNull(),
    tripDate: date('trip_date', { mode: 'string' }).notNull(),
    tripType: varchar('trip_type', { length: 24 }).notNull(),
    content: text('content').notNull(),
    highlights: text('highlights').array().notNull().default([]),
    rating: integer('rating'),
    coverImage: text('cover_image'),
    travelerName: varchar('traveler_name', { length: 100 }),
    travelerAvatar: text('traveler_avatar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // destination: the list's filter, and its menu of destinations read from the index alone.
  (t) => [index('stories_created_idx').on(t.createdAt), index('stories_user_idx').on(t.userId), index('stories_destination_idx').on(t.destination)],
);

export const storyMedia = pgTable(
  'story_media',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storyId: bigint('story_id', { mode: 'number' })
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('story_media_story_idx').on(t.storyId, t.position)],
);

/**
 * A story's like count, kept by the story_likes triggers (migrations 0026, 0027): the lists order by it, and
 * counting every story's likes for that took most of PostgreSQL's time under load. A narrow table of its own,
 * not a column of the story: each like would otherwise write a new version of the whole story row (its text
 * inline), and the lists' scans would wade through them until a vacuum (docs/decisions/0052-story-counts-kept.md).
 * No row means no like.
 */
export const storyLikeCounts = pgTable(
  'story_like_counts',
  {
    storyId: bigint('story_id', { mode: 'number' })
      .primaryKey()
      .references(() => stories.id, { onDelete: 'cascade' }),
    likeCount: integer('like_count').notNull().default(0),
  },
  // The featured story walks the counts from the highest (stories.repository.ts, findFeaturedStory).
  (t) => [index('story_like_counts_count_idx').on(t.likeCount.desc())],
);

export const storyLikes = pgTable(
  'story_likes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storyId: bigint('story_id', { mode: 'number' })
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('story_likes_story_user_idx').on(t.storyId, t.userId)],
);

export const storyComments = pgTable(
  'story_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storyId: bigint('story_id', { mode: 'number' })
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('story_comments_story_idx').on(t.storyId, t.createdAt)],
);
