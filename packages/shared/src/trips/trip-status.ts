import { z } from 'zod';

/** Trip states the server stores (DESIGN.md section 4). */
export const TRIP_STATUSES = [
  'pending_confirmation',
  'confirmed',
  'revealed',
  'pending_completion',
  'completed',
  'cancelled',
] as const;
export const tripStatusSchema = z.enum(TRIP_STATUSES);
export type TripStatus = z.infer<typeof tripStatusSchema>;

/**
 * `deposit_paid`: the deposit confirmed the trip, the balance is still to pay; `partially_refunded`:
 * some of what was paid went back (docs/decisions/0013).
 */
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'deposit_paid', 'paid', 'failed', 'partially_refunded', 'refunded', 'na'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
