import { z } from 'zod';
import { itineraryTexts as t } from './itinerary.texts';

export const ITINERARY_MAX_DAYS = 31;
export const ITINERARY_TITLE_MAX = 120;
export const ITINERARY_NOTES_MAX = 2000;
export const ITINERARY_DAY_SERVICES_MAX = 20;
export const MEETING_POINT_MAX = 200;

const isoDay = z
  .string({ error: t.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, t.dateInvalid)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), t.dateInvalid);

export const itineraryDaySchema = z.object({
  date: isoDay,
  title: z.string({ error: t.titleRequired }).trim().min(1, t.titleRequired).max(ITINERARY_TITLE_MAX, t.titleTooLong(ITINERARY_TITLE_MAX)),
  notes: z.string().trim().max(ITINERARY_NOTES_MAX, t.notesTooLong(ITINERARY_NOTES_MAX)).default(''),
  service_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .max(ITINERARY_DAY_SERVICES_MAX, t.tooManyServices(ITINERARY_DAY_SERVICES_MAX))
    .default([])
    // Order and repeats carry no meaning: a day links a set of services.
    .transform((ids) => [...new Set(ids)]),
});
export type ItineraryDay = z.output<typeof itineraryDaySchema>;

const meetingTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.meetingTimeInvalid);

/** PUT /api/admin/trips/{id}/itinerary. The days come back sorted by date. */
export const saveItinerarySchema = z
  .object({
    meeting_point: z.string().trim().max(MEETING_POINT_MAX, t.meetingPointTooLong(MEETING_POINT_MAX)).nullish().transform((s) => (s ? s : null)),
    meeting_time: meetingTime.nullish().transform((s) => s ?? null),
    days: z
      .array(itineraryDaySchema, { error: t.daysRequired })
      .min(1, t.daysRequired)
      .max(ITINERARY_MAX_DAYS, t.tooManyDays(ITINERARY_MAX_DAYS))
      .refine((days) => new Set(days.map((d) => d.date)).size === days.length, t.dateDuplicate),
  })
  .refine((b) => (b.meeting_point === null) === (b.meeting_time === null), { message: t.meetingBoth, path: ['meeting_time'] });
export type SaveItineraryBody = z.input<typeof saveItinerarySchema>;

export const itinerarySchema = z.object({
  meeting_point: z.string().nullable(),
  /** Local time at the meeting point, HH:MM. */
  meeting_time: z.string().nullable(),
  days: z.array(
    z.object({
      date: z.string(),
      title: z.string(),
      notes: z.string(),
      service_ids: z.array(z.number().int()),
    }),
  ),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

/** The admin's view: null until one is written; the trip's dates frame the editor's rows. */
export const adminItineraryResponseSchema = z.object({
  itinerary: itinerarySchema.nullable(),
  departure_date: z.string(),
  return_date: z.string(),
});
export type AdminItineraryResponse = z.infer<typeof adminItineraryResponseSchema>;

/** A partner's public contact, as the partner keeps it on its profile (null where it gave none). */
export const partnerContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
export type PartnerContact = z.infer<typeof partnerContactSchema>;

/** An OpenStreetMap search for a place (no key needed); null without a place. */
export function mapUrlOf(location: string | null | undefined): string | null {
  const place = location?.trim();
  return place ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}` : null;
}
