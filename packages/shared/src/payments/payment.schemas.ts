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

/** spec 1 section 2: /payment-confirmation reads redirect_status. */
export const CONFIRMATION_STATUSES = ['succeeded', 'processing', 'failed', 'unknown'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];
export const confirmationStatusOf = (raw: string | null): ConfirmationStatus =>
  raw === 'succeeded' || raw === 'processing' || raw === 'failed' ? raw : 'unknown';
