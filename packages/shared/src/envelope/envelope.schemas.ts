import { z } from 'zod';
import { AFRICAN_REGIONS } from '../geography/african-countries';

/**
 * The envelope (issue 19 section 2): a paid trip's clues, opened one stage at a time before departure.
 * `destination` is the existing reveal; the three before it are written by the admin per trip.
 */
export const ENVELOPE_STAGES = ['weather', 'packing', 'region', 'destination'] as const;
export const envelopeStageSchema = z.enum(ENVELOPE_STAGES);
export type EnvelopeStage = z.infer<typeof envelopeStageSchema>;
/** The stages the admin writes and the envelope job opens (the destination is the reveal job's). */
export const WRITTEN_STAGES = ['weather', 'packing', 'region'] as const satisfies readonly EnvelopeStage[];
export type WrittenStage = (typeof WRITTEN_STAGES)[number];

export const ENVELOPE_DAYS_DEFAULT = { weather: 14, packing: 10, region: 7 } as const;
export const ENVELOPE_DAYS_MAX = 90;
export const envelopeDaysSchema = z.number().int().min(0).max(ENVELOPE_DAYS_MAX);

export const PACKING_ITEMS_MAX = 20;
export const PACKING_ITEM_MAX_LENGTH = 60;
export const WEATHER_NOTE_MAX_LENGTH = 200;

export const weatherContentSchema = z
  .object({
    min_c: z.number().int().min(-30).max(55),
    max_c: z.number().int().min(-30).max(55),
    rain_chance_percent: z.number().int().min(0).max(100),
    note: z.string().trim().max(WEATHER_NOTE_MAX_LENGTH).nullish().transform((v) => (v ? v : null)),
  })
  .refine((w) => w.min_c <= w.max_c, { message: 'The lowest temperature cannot be above the highest.', path: ['min_c'] });
export type WeatherContent = z.output<typeof weatherContentSchema>;
/** The stored weather as answered (responses carry no transforms). */
export const weatherViewSchema = z.object({ min_c: z.number(), max_c: z.number(), rain_chance_percent: z.number(), note: z.string().nullable() });

export const packingContentSchema = z.object({
  items: z.array(z.string().trim().min(1, 'A packing item cannot be empty.').max(PACKING_ITEM_MAX_LENGTH)).min(1).max(PACKING_ITEMS_MAX),
});
export type PackingContent = z.output<typeof packingContentSchema>;

export const regionContentSchema = z.object({ region: z.enum(AFRICAN_REGIONS) });
export type RegionContent = z.output<typeof regionContentSchema>;

export const destinationContentSchema = z.object({ name: z.string(), destination: z.string().nullable() });

/** What the admin writes; every part is optional, so the envelope can be written a stage at a time. */
export const writeEnvelopeSchema = z
  .object({
    weather: weatherContentSchema.nullable(),
    packing: packingContentSchema.nullable(),
    region: z.enum(AFRICAN_REGIONS).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update.' });
export type WriteEnvelopeInput = z.input<typeof writeEnvelopeSchema>;

export const envelopeStageViewSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('weather'), unlocks_at: z.string(), unlocked: z.boolean(), content: weatherViewSchema.nullable() }),
  z.object({ key: z.literal('packing'), unlocks_at: z.string(), unlocked: z.boolean(), content: packingContentSchema.nullable() }),
  z.object({ key: z.literal('region'), unlocks_at: z.string(), unlocked: z.boolean(), content: regionContentSchema.nullable() }),
  z.object({ key: z.literal('destination'), unlocks_at: z.string(), unlocked: z.boolean(), content: destinationContentSchema.nullable() }),
]);
export type EnvelopeStageView = z.infer<typeof envelopeStageViewSchema>;

export const envelopeResponseSchema = z.object({ stages: z.array(envelopeStageViewSchema) });
export type EnvelopeResponse = z.infer<typeof envelopeResponseSchema>;

/** The admin's view: what is written, what is suggested from the services, and what is due but unwritten. */
export const adminEnvelopeSchema = z.object({
  written: z.object({
    weather: weatherViewSchema.nullable(),
    packing: packingContentSchema.nullable(),
    region: z.enum(AFRICAN_REGIONS).nullable(),
  }),
  suggested: z.object({ packing: z.array(z.string()), region: z.enum(AFRICAN_REGIONS).nullable() }),
  stages: z.array(z.object({ key: envelopeStageSchema, unlocks_at: z.string(), opened_at: z.string().nullable() })),
  /** Stages whose day has come but that cannot open: nothing written yet (docs/decisions/0019). */
  missing: z.array(envelopeStageSchema),
});
export type AdminEnvelope = z.infer<typeof adminEnvelopeSchema>;
