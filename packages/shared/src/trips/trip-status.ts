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

export const PAYMENT_STATUSES = ['pending', 'requires_action', 'paid', 'failed', 'refunded', 'na'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
