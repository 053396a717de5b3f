import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: varchar('user_type', { length: 16, enum: ['traveller', 'partner', 'admin'] }).notNull(),
    profileImage: text('profile_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: emails are also lower-cased on input, this guards every other path.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_type_created_idx').on(t.userType, t.createdAt),
  ],
);
