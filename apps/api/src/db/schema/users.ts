import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: varchar('user_type', { length: 16, enum: ['traveller', 'partner', 'admin'] }).notNull(),
    profileImage: text('profile_image'),
    /**
     * Carried in every session token and checked on each request: raising it ends every session of
     * the user at once (password change or reset, "log out everywhere", removal by an admin).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the user proved the address is theirs; null until the verification link is used. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The currency prices are shown in for this account (the header's picker); null: the browser's choice or USD. */
    displayCurrency: varchar('display_currency', { length: 3 }),
    /** This sign-in and the one before it: "Welcome back" is for someone with a sign-in before this one. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    previousSignInAt: timestamp('previous_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: emails are also lower-cased on input, this guards every other path.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_type_created_idx').on(t.userType, t.createdAt),
  ],
);

/**
 * One-time links sent by e-mail (password reset, e-mail verification). Only the SHA-256 of the
 * token is stored, so a copy of the database cannot be used to take over an account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 24, enum: ['password_reset', 'email_verification'] }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);
