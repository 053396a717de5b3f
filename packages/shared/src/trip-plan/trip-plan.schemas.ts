import { z } from 'zod';
import { earliestDepartureDate, PREFERENCE_NOTES_MAX, TRAVELLER_COUNT_MAX } from '../preferences/preference.schemas';
import { preferenceTexts } from '../preferences/preference.texts';
import { TRIP_PLAN_MIN_GROUP_SIZE } from './trip-plan.constants';
import { tripPlanTexts as t } from './trip-plan.texts';

/** Trip plan item (spec 1 section 3), plus the price's currency so the budget can be worked out. */
export const tripPlanItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.string(),
  base_price: z.number().nullable(),
  currency: z.string().default('NOK'),
  location_details: z.string().nullable(),
  image_url: z.string().nullable(),
  partner_slug: z.string().nullable(),
  partner_name: z.string(),
});
export type TripPlanItem = z.infer<typeof tripPlanItemSchema>;

/** The Trip Details form: a request needs both dates, so the duration can be derived. */
export const tripDetailsSchema = z
  .object({
    startDate: z
      .string()
      .min(1, t.startRequired)
      .refine((s) => s >= earliestDepartureDate(), preferenceTexts.departureInPast),
    endDate: z.string().min(1, t.endRequired),
    groupSize: z
      .number({ error: t.groupSizeMin })
      .int(t.groupSizeMin)
      .min(TRIP_PLAN_MIN_GROUP_SIZE, t.groupSizeMin)
      .max(TRAVELLER_COUNT_MAX, t.groupSizeMax),
    notes: z.string().max(PREFERENCE_NOTES_MAX, t.notesTooLong),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, { path: ['endDate'], message: t.endBeforeStart });
export type TripDetails = z.infer<typeof tripDetailsSchema>;
