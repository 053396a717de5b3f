import { z } from 'zod';
import { serviceDtoSchema } from '../services/service.schemas';
import {
  SEARCH_DURATIONS,
  SEARCH_GROUP_SIZES,
  SEARCH_MIN_RATINGS,
  SEARCH_PRICE_RANGES,
  SEARCH_LOCATION_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_TEXT_MAX,
  SERVICE_TYPE_FILTER_OPTIONS,
  SEARCH_SORT_OPTIONS,
  type MinRating,
} from './search.options';
import { searchInputTexts } from './search.input.texts';

/** A query parameter left empty (`?priceRange=`) means "no filter", as the browser's form sends it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

// Control characters (NUL above all) cannot be stored in PostgreSQL text: blank them instead of failing.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const freeText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max * 4, message)
    .transform((s) => s.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, message))
    .transform((s) => s || undefined);

const positiveInt = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** Yesterday in UTC: a visitor west of UTC whose "today" is UTC's yesterday is not refused. */
const earliestAvailableFrom = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const LATEST_AVAILABLE_FROM_YEARS = 5;

export const serviceSearchQuerySchema = z.object({
  search: optional(freeText(SEARCH_TEXT_MAX, searchInputTexts.searchTooLong)),
  serviceType: optional(
    z
      .string({ error: searchInputTexts.badServiceType })
      .max(200, searchInputTexts.badServiceType)
      .transform((s) => [...new Set(s.split(',').map((t) => t.trim()).filter(Boolean))])
      .pipe(z.array(z.enum(SERVICE_TYPE_FILTER_OPTIONS, { error: searchInputTexts.badServiceType }))),
  ),
  priceRange: optional(z.enum(SEARCH_PRICE_RANGES, { error: searchInputTexts.badPriceRange })),
  location: optional(freeText(SEARCH_LOCATION_MAX, searchInputTexts.locationTooLong)),
  minRating: optional(z.enum(SEARCH_MIN_RATINGS, { error: searchInputTexts.badMinRating }).transform((r: MinRating) => Number(r))),
  availableFrom: optional(
    z
      .string({ error: searchInputTexts.badDate })
      .regex(isoDay, searchInputTexts.badDate)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), searchInputTexts.badDate)
      .refine((d) => d >= earliestAvailableFrom(), searchInputTexts.pastDate)
      .refine((d) => Number(d.slice(0, 4)) <= new Date().getUTCFullYear() + LATEST_AVAILABLE_FROM_YEARS, searchInputTexts.badDate),
  ),
  duration: optional(z.enum(SEARCH_DURATIONS, { error: searchInputTexts.badDuration })),
  groupSize: optional(z.enum(SEARCH_GROUP_SIZES, { error: searchInputTexts.badGroupSize })),
  sortBy: optional(z.enum(SEARCH_SORT_OPTIONS, { error: searchInputTexts.badSort })).transform((v) => v ?? 'relevance'),
  page: optional(positiveInt(searchInputTexts.badPage, 1, SEARCH_PAGE_MAX)).transform((v) => v ?? 1),
  limit: optional(positiveInt(searchInputTexts.badLimit, 1, SEARCH_PAGE_SIZE_MAX)).transform((v) => v ?? SEARCH_PAGE_SIZE),
});
export type ServiceSearchQuery = z.output<typeof serviceSearchQuerySchema>;
/** What the browser puts in the URL and the request: every value a string. */
export type ServiceSearchParams = Partial<Record<keyof z.input<typeof serviceSearchQuerySchema>, string>>;

export const serviceSearchResponseSchema = z.object({
  services: z.array(serviceDtoSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** True when more than SEARCH_RESULT_CAP services match: total then stops at the cap. */
  totalCapped: z.boolean(),
});
export type ServiceSearchResponse = z.infer<typeof serviceSearchResponseSchema>;
