import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../payments/payment.schemas';
import { travellerTripSchema } from './trip.schemas';

/**
 * POST /api/trips/{id}/postpone answers the trip and, when a fee is due, the charge to confirm with
 * the payment UI (the same client secret and provider as POST /pay); null when it took effect at once.
 */
export const postponeTripResponseSchema = z.object({
  message: z.string(),
  trip: travellerTripSchema,
  payment: z
    .object({ clientSecret: z.string(), provider: z.enum(PAYMENT_PROVIDERS), amount: z.number(), currency: z.string() })
    .nullable(),
});
export type PostponeTripResponse = z.infer<typeof postponeTripResponseSchema>;
