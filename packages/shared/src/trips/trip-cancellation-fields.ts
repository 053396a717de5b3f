import { z } from 'zod';
import { cancellationTierSchema } from '../settings/booking-terms';

/**
 * On the traveller's and the admin's trip (docs/decisions/0015): the cancellation table that applies
 * to this trip (the one agreed at its first charge, else today's), what went back to the traveller and
 * what a cancellation kept.
 */
export const tripCancellationFieldsSchema = z.object({
  cancellation_tiers: z.array(cancellationTierSchema),
  /** The sum of the trip's refunds, in its currency. */
  refunded_amount: z.number(),
  /** What the traveller's cancellation kept (the fee); null when none kept anything. */
  kept_amount: z.number().nullable(),
});
export type TripCancellationFields = z.infer<typeof tripCancellationFieldsSchema>;
