import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preferences, services } from '../../db/schema';
import { mailQueueing } from '../mail/mail.service';
import type { MailMessage } from '../mail/mailer';

export type PreferenceRow = typeof preferences.$inferSelect;
export type NewPreferenceRow = typeof preferences.$inferInsert;

/**
 * The preference and its e-mails to the outbox in one statement: PostgreSQL runs a data-modifying CTE once whether
 * or not the statement reads it, and the two commit together without a transaction's three more round trips.
 */
export async function insertPreferenceWithMail(db: DbOrTx, values: NewPreferenceRow, mail: MailMessage[]): Promise<PreferenceRow> {
  const queued = db.$with('queued').as(mailQueueing(db, mail));
  const [row] = await db.with(queued).insert(preferences).values(values).returning();
  return row!;
}

export interface PlanServiceRow {
  id: number;
  name: string;
  basePriceMinor: number | null;
  currency: string;
}

/** Prices and names of the services a trip plan names (any state: the plan was made when they were listed). */
export async function findPlanServices(db: DbOrTx, ids: number[]): Promise<PlanServiceRow[]> {
  if (!ids.length) return [];
  return db
    .select({ id: services.id, name: services.name, basePriceMinor: services.basePriceMinor, currency: services.currency })
    .from(services)
    .where(inArray(services.id, ids));
}
