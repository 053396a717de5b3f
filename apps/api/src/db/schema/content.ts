import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, varchar, jsonb } from 'drizzle-orm/pg-core';
import type { BlogStatus, ContactStatus } from '@mt/shared';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    category: varchar('category', { length: 40 }).notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    featuredImage: text('featured_image'),
    status: varchar('status', { length: 16 }).$type<BlogStatus>().notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_status_created_idx').on(t.status, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 16 }).$type<ContactStatus>().notNull().default('new'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_status_received_idx').on(t.status, t.receivedAt)],
);

/**
 * Bot-check answers already used for a contact message: a solved challenge (or a provider token) is
 * accepted once. Rows are kept until the answer would have expired anyway, then purged.
 */
export const usedBotChecks = pgTable(
  'used_bot_checks',
  {
    key: varchar('key', { length: 128 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_bot_checks_expires_idx').on(t.expiresAt)],
);

/** Key/value site settings (maintenance_mode, reveal_days_before_departure, exchange_rates). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail is written here in the transaction that causes it and delivered after commit (SMTP when
 * configured); without SMTP the table is the record admins read.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts; a row is claimed by setting last_attempt_at, so two senders never take the same row at once. */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_emails_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`)],
);
