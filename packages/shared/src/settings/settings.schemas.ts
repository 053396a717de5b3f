import { z } from 'zod';
import { envelopeDaysSchema } from '../envelope/envelope.schemas';
import { exchangeRatesSchema } from '../money/money';
import {
  balanceDueDaysSchema,
  cancellationTierSchema,
  cancellationTiersSchema,
  depositPercentSchema,
  postponementFeeSchema,
} from './booking-terms';

/** What the browser needs before its first paint: the guard reads maintenance_mode, prices the rates. */
export const publicSettingsSchema = z.object({
  maintenance_mode: z.boolean(),
  chat_widget_url: z.string().nullable(),
  payments_mode: z.enum(['stripe', 'sandbox']),
  /** Stripe Elements needs it in the browser; null in sandbox mode. */
  stripe_publishable_key: z.string().nullable(),
  /**
   * The exchange-rate table, so prices show in the visitor's currency from the first paint (issue 22,
   * docs/decisions/0039). A browser served by an older server may lack it: prices then stay in their own.
   */
  exchange_rates: exchangeRatesSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const REVEAL_DAYS_DEFAULT = 3;
export const adminSettingsSchema = z.object({
  maintenance_mode: z.boolean(),
  reveal_days_before_departure: z.number().int().min(0).max(60),
  // The money terms (booking-terms.ts, docs/decisions/0013).
  deposit_percent: z.number().int(),
  balance_due_days: z.number().int(),
  cancellation_tiers: z.array(cancellationTierSchema),
  /** NOK. */
  postponement_fee: z.number(),
  // The envelope's stages (issue 19 section 2): days before departure each opens.
  envelope_weather_days: z.number().int(),
  envelope_packing_days: z.number().int(),
  envelope_region_days: z.number().int(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** Any subset of the settings; the money terms are validated here (the answer is the stored values). */
export const updateAdminSettingsSchema = z
  .object({
    maintenance_mode: z.boolean(),
    reveal_days_before_departure: z.number().int().min(0).max(60),
    deposit_percent: depositPercentSchema,
    balance_due_days: balanceDueDaysSchema,
    cancellation_tiers: cancellationTiersSchema,
    postponement_fee: postponementFeeSchema,
    envelope_weather_days: envelopeDaysSchema,
    envelope_packing_days: envelopeDaysSchema,
    envelope_region_days: envelopeDaysSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, {
    message: 'Nothing to update.',
  });
export type UpdateAdminSettingsInput = z.input<typeof updateAdminSettingsSchema>;
export type UpdateAdminSettings = z.output<typeof updateAdminSettingsSchema>;

export const settingsTexts = {
  underDevelopmentTitle: 'Site Under Development',
  underDevelopmentBody:
    'We are making improvements to Mystery Trips and will be back shortly. Thank you for your patience.',
  adminLogin: 'Administrator log in',
  settingsSaved: 'Settings saved.',
} as const;
