import { z } from 'zod';
import { BUDGET_RANGES, DURATIONS, INTERESTS, preferenceStatusSchema } from './preference-options';
import { preferenceTexts as t } from './preference.texts';
import { preferenceNeedsInputSchema, preferenceNeedsSchema } from './preference-needs';

export const PREFERENCE_NOTES_MAX = 2000;
export const TRAVELLER_COUNT_MAX = 50;
/** A trip plan holds at most 3 services (spec 1 section 9); a request may name them. */
export const PREFERENCE_SERVICE_IDS_MAX = 3;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The earliest departure date accepted. "Today" depends on the traveller's time zone; the earliest
 * local date anywhere on Earth is UTC−12, so taking the UTC date of (now − 12 h) accepts every
 * traveller's today and still refuses yesterday everywhere.
 */
export function earliestDepartureDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A departure date: a real calendar date, today or later (anywhere on Earth). Also used by rebooking. */
export const departureDateSchema = z
  .string({ error: t.departureRequired })
  .min(1, t.departureRequired)
  .regex(ISO_DATE, t.departureInvalid)
  .refine(isRealDate, t.departureInvalid)
  .refine((s) => s >= earliestDepartureDate(), t.departureInPast);

const preferenceFieldsSchema = z.object({
  budget_range: z.enum(BUDGET_RANGES, { error: t.budgetRequired }).optional(),
  duration: z.enum(DURATIONS, { error: t.durationRequired }),
  traveller_count: z
    .number({ error: t.travellerCountRequired })
    .int(t.travellerCountRequired)
    .min(1, t.travellerCountMin)
    .max(TRAVELLER_COUNT_MAX, t.travellerCountMax),
  departure_date: departureDateSchema,
  interests: z
    .array(z.enum(INTERESTS, { error: t.interestInvalid }), { error: t.interestsRequired })
    .min(1, t.interestsRequired)
    .max(INTERESTS.length * 2, t.interestInvalid)
    .transform((list) => [...new Set(list)]),
  notes: z
    .string()
    .max(PREFERENCE_NOTES_MAX, t.notesTooLong)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
  service_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), { error: t.serviceIdsInvalid })
    .max(PREFERENCE_SERVICE_IDS_MAX, t.serviceIdsInvalid)
    .optional(),
  ...preferenceNeedsInputSchema.shape,
});

/**
 * POST /api/preferences (spec 1 section 3 "Preference submission" and section 5). A trip plan request
 * may leave budget_range out and name its services instead: the server then picks the budget from
 * their prices (see preferences.service.ts).
 */
export const createPreferenceSchema = preferenceFieldsSchema.superRefine((v, ctx) => {
  if (!v.budget_range && !v.service_ids?.length) ctx.addIssue({ code: 'custom', path: ['budget_range'], message: t.budgetRequired });
});

/** The Discover form: the same fields, with a budget always required (no trip plan behind it). */
export const discoverFormSchema = preferenceFieldsSchema.omit({ service_ids: true }).extend({
  budget_range: z.enum(BUDGET_RANGES, { error: t.budgetRequired }),
});
export type DiscoverFormInput = z.input<typeof discoverFormSchema>;

export type CreatePreferenceInput = z.input<typeof createPreferenceSchema>;

export const preferenceDtoSchema = z.object({
  id: z.number().int(),
  traveller_id: z.number().int(),
  budget_range: z.string(),
  duration: z.string(),
  traveller_count: z.number().int(),
  departure_date: z.string(),
  interests: z.array(z.string()),
  notes: z.string().nullable(),
  status: preferenceStatusSchema,
  created_at: z.string(),
  ...preferenceNeedsSchema.shape,
});
export type PreferenceDto = z.infer<typeof preferenceDtoSchema>;

export const createPreferenceResponseSchema = z.object({ message: z.string(), preference: preferenceDtoSchema });
export type CreatePreferenceResponse = z.infer<typeof createPreferenceResponseSchema>;
