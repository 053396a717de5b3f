import { desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { PreferenceStatus, ProposalChange } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { preferences, tripProposalRevisions, tripServices } from '../../db/schema';

export type ProposalRevisionRow = typeof tripProposalRevisions.$inferSelect;

/** A trip's latest revision, as a subquery to join laterally to a query over trips. */
export function latestRevisionOf(db: DbOrTx, tripId: SQLWrapper) {
  return db
    .select()
    .from(tripProposalRevisions)
    .where(sql`${tripProposalRevisions.tripId} = ${tripId}`)
    .orderBy(desc(tripProposalRevisions.revision))
    .limit(1)
    .as('latest_revision');
}

/** The latest revision of each trip that has one. */
export async function findLatestRevisions(db: DbOrTx, tripIds: number[]): Promise<Map<number, ProposalRevisionRow>> {
  if (!tripIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([tripProposalRevisions.tripId])
    .from(tripProposalRevisions)
    .where(inArray(tripProposalRevisions.tripId, tripIds))
    .orderBy(tripProposalRevisions.tripId, desc(tripProposalRevisions.revision));
  return new Map(rows.map((r) => [r.tripId, r]));
}

export async function insertRevision(tx: DbOrTx, values: { tripId: number; revision: number; changes: ProposalChange[]; answeredRequest: string | null }) {
  await tx.insert(tripProposalRevisions).values(values);
}

/** A proposal's new services replace the old lines (only while unpaid, so no payout refers to them). */
export async function deleteTripServiceLines(tx: DbOrTx, tripId: number): Promise<void> {
  await tx.delete(tripServices).where(eq(tripServices.tripId, tripId));
}

/** The preference's status with the traveller's answer: the latest message replaces the one before. */
export async function setPreferenceAnswer(tx: DbOrTx, preferenceId: number, status: PreferenceStatus, message: string): Promise<void> {
  await tx
    .update(preferences)
    .set({ status, answerMessage: message, answeredAt: sql`now()` })
    .where(eq(preferences.id, preferenceId));
}
