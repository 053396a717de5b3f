import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tripServices } from '../../db/schema';

/**
 * A line's share of what a traveller's cancellation kept, and the partner's payout on it
 * (docs/decisions/0015). Written once: a line that already carries a payout keeps it.
 */
export async function setLineKeptShare(tx: DbOrTx, lineId: number, keptValueMinor: number, payoutMinor: number): Promise<void> {
  await tx
    .update(tripServices)
    .set({ keptValueMinor, partnerPayoutMinor: payoutMinor })
    .where(and(eq(tripServices.id, lineId), isNull(tripServices.partnerPayoutMinor)));
}
