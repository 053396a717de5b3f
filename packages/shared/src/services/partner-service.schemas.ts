import { z } from 'zod';
import { DEFAULT_EXCHANGE_RATES } from '../money/money';
import { SERVICE_TYPES } from './service-types';
import { isAfricanCountry } from '../geography/african-countries';
import { serviceDtoSchema } from './service.schemas';
import { partnerServiceTexts as t } from './partner-service.texts';
import type { SeasonContext } from './service-facts';
import {
  checkGroupSizePair,
  serviceFactsFormRules,
  serviceFactsFormShapeFor,
  serviceFactsMultipartShapeFor,
  toServiceFacts,
} from './service-facts.schemas';

/** Currencies a partner may price in: those the exchange-rate table converts (search filters by USD). */
export const SERVICE_CURRENCIES = Object.keys(DEFAULT_EXCHANGE_RATES.rates);
/** Spec 2 section 9: the image hint says 5MB; the server answers 413 above it. */
export const SERVICE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server decides by the bytes, never by this type. */
export const SERVICE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Where service images are stored by the media pipeline. */
export const SERVICE_MEDIA_FOLDER = 'services';
export const SERVICE_LIMITS = { name: 150, description: 5_000, location: 200, pricing: 200 } as const;
/** A base price above this is a typo, not a price. */
export const SERVICE_PRICE_MAX = 100_000_000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : null));

/**
 * base_price as the form sends it (text): empty or missing means "no price" (spec 2 section 5: omitted
 * when empty); otherwise a non-negative number with at most two decimals.
 */
export const basePriceFieldSchema = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const v = (raw ?? '').trim();
    if (v === '') return null;
    const n = Number(v);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(v) || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: t.priceInvalid });
      return z.NEVER;
    }
    if (n < 0) ctx.addIssue({ code: 'custom', message: t.priceNegative });
    else if (!/^\+?\d*(\.\d{0,2})?$/.test(v)) ctx.addIssue({ code: 'custom', message: t.priceDecimals });
    else if (n > SERVICE_PRICE_MAX) ctx.addIssue({ code: 'custom', message: t.priceTooLarge });
    return n;
  });

/** The text fields of a service, shared by the Add/Update form and the server. */
export const serviceFieldsSchema = z.object({
  name: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(SERVICE_LIMITS.name, `Must be at most ${SERVICE_LIMITS.name} characters.`),
  type: z.enum(SERVICE_TYPES, { error: t.typeRequired }),
  description: z
    .string({ error: t.descriptionRequired })
    .trim()
    .min(1, t.descriptionRequired)
    .max(SERVICE_LIMITS.description, `Must be at most ${SERVICE_LIMITS.description} characters.`),
  location_details: optionalText(SERVICE_LIMITS.location),
  /** Issue 19: required on create and update, so a traveller's excluded countries can be honoured. */
  country: z
    .string({ error: t.countryRequired })
    .trim()
    .toUpperCase()
    .min(1, t.countryRequired)
    .pipe(z.string().refine(isAfricanCountry, t.countryInvalid)),
  base_price: basePriceFieldSchema,
  currency: z
    .string()
    .optional()
    .transform((v) => (v ? v.trim().toUpperCase() : 'NOK'))
    .pipe(z.string().refine((v) => SERVICE_CURRENCIES.includes(v), t.currencyInvalid)),
  pricing_description: optionalText(SERVICE_LIMITS.pricing),
});

/**
 * POST/PUT /api/services text fields: is_active arrives as the text 'true' or 'false' (missing: true); the
 * length, group size and season as text, the season as JSON (docs/decisions/0036-service-facts.md). A
 * factory: the season rules depend on today and on the seasons the service already has.
 */
export const serviceMultipartFieldsSchemaFor = (ctx: SeasonContext) =>
  serviceFieldsSchema
    .extend({
      is_active: z
        .enum(['true', 'false'], { error: t.isActiveInvalid })
        .optional()
        .transform((v) => v !== 'false'),
      ...serviceFactsMultipartShapeFor(ctx),
    })
    .superRefine(checkGroupSizePair);
export type ServiceMultipartFields = z.output<ReturnType<typeof serviceMultipartFieldsSchemaFor>>;

/**
 * The Add/Update form's values: the same rules, with the active switch as a boolean and the facts as
 * ServiceFactsFields holds them; the output carries duration_hours, as sent.
 */
export const serviceFormSchemaFor = (ctx: SeasonContext) =>
  serviceFieldsSchema
    .extend({ is_active: z.boolean(), ...serviceFactsFormShapeFor(ctx) })
    .superRefine(serviceFactsFormRules)
    .transform(toServiceFacts);
export type ServiceFormInput = z.input<ReturnType<typeof serviceFormSchemaFor>>;
export type ServiceFormValues = z.output<ReturnType<typeof serviceFormSchemaFor>>;

/** The client-side image check (the server checks the bytes again). */
export function serviceImageError(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return null;
  if (!(SERVICE_IMAGE_TYPES as readonly string[]).includes(file.type)) return t.imageInvalid;
  if (file.size > SERVICE_IMAGE_MAX_BYTES) return t.imageTooLarge;
  return null;
}

/** POST answers 201 { service }, PUT 200 { service }; DELETE answers 204. */
export const serviceResponseSchema = z.object({ service: serviceDtoSchema });
export type ServiceResponse = z.infer<typeof serviceResponseSchema>;

/** PUT/DELETE /api/services/{id}: a positive id a bigint column can hold. */
export const serviceIdParamSchema = z.object({
  id: z.coerce.number({ error: 'Service id must be a number.' }).int('Service id must be a whole number.').positive('Service id must be positive.').max(Number.MAX_SAFE_INTEGER, 'Service id is too large.'),
});
