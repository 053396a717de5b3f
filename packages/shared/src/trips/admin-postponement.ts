import { z } from 'zod';

/**
 * On the admin's trip (docs/decisions/0016): a postponement that took effect, and one whose fee
 * charge is still open at the provider, so the team sees both in the trips list and on the trip page.
 */
export const adminPostponementFieldsSchema = z.object({
  /** The departure before the postponement, once one took effect (YYYY-MM-DD). */
  postponed_from: z.string().nullable(),
  postponed_at: z.string().nullable(),
  /** A fee charge started and not yet paid: the date it would move to and the fee, in `currency`. */
  pending_postponement: z.object({ departure_date: z.string(), fee: z.number(), currency: z.string() }).nullable(),
});
export type AdminPostponementFields = z.infer<typeof adminPostponementFieldsSchema>;

export const adminPostponementTexts = {
  postponedFrom: (from: string) => `Moved from ${from}`,
  feePending: (fee: string) => `Postponement fee pending: ${fee}`,
  feePendingDetail: (fee: string, date: string) => `Postponement fee of ${fee} not paid yet; once it is, the departure moves to ${date}.`,
  postponementLabel: 'Postponement',
  postponedOn: (from: string, on: string) => `Moved from ${from} (on ${on})`,
} as const;
