import { z } from 'zod';
import { paymentPartSchema } from '../trips/payment-plan';

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** POST /api/trips/{id}/pay (spec 1: reads clientSecret); `amount` is what this charge takes. */
export const payTripResponseSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  part: paymentPartSchema,
  amount: z.number(),
  currency: z.string(),
});
export type PayTripResponse = z.infer<typeof payTripResponseSchema>;

/** DESIGN.md section 4: the sandbox's card confirmation. */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(300),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});
export type SandboxConfirmInput = z.infer<typeof sandboxConfirmSchema>;

export const sandboxAuthenticateSchema = z.object({
  clientSecret: z.string().min(1).max(300),
  approve: z.boolean(),
});

export const SANDBOX_RESULT_STATUSES = ['succeeded', 'requires_action', 'failed'] as const;
export const sandboxResultSchema = z.object({
  status: z.enum(SANDBOX_RESULT_STATUSES),
  message: z.string().optional(),
});
export type SandboxResult = z.infer<typeof sandboxResultSchema>;

/** POST /api/webhooks/stripe: whether the event was applied now, had been already, or is not one we act on. */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true), result: z.enum(['applied', 'duplicate', 'ignored']) });

/**
 * GET /api/admin/payment-discrepancies (docs/decisions/0034): a success the provider reported for an
 * amount or currency other than the charge asked; it confirmed nothing. Amounts are decimals in their
 * currency; `received` is null where the event said nothing.
 */
export const paymentDiscrepancySchema = z.object({
  id: z.number(),
  trip_id: z.number(),
  trip_name: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  provider_payment_id: z.string(),
  event_id: z.string(),
  expected_amount: z.number(),
  expected_currency: z.string(),
  received_amount: z.number().nullable(),
  received_currency: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type PaymentDiscrepancy = z.infer<typeof paymentDiscrepancySchema>;
export const paymentDiscrepanciesResponseSchema = z.object({ discrepancies: z.array(paymentDiscrepancySchema) });
export const paymentDiscrepancyResponseSchema = z.object({ discrepancy: paymentDiscrepancySchema });

/** spec 1 section 2: /payment-confirmation reads redirect_status. */
export const CONFIRMATION_STATUSES = ['succeeded', 'processing', 'failed', 'unknown'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];
export const confirmationStatusOf = (raw: string | null): ConfirmationStatus =>
  raw === 'succeeded' || raw === 'processing' || raw === 'failed' ? raw : 'unknown';
