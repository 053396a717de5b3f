import { z } from 'zod';
import { STORY_LIMITS, STORY_MEDIA_PATH, STORY_TRIP_TYPES } from './story.constants';
import { storyInputTexts as t } from './story.input.texts';

const text = (required: string, max: number, tooLong = `Must be at most ${max} characters.`) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A day no later than tomorrow (UTC): a story tells of a trip already made; one day of slack covers time zones. */
export const storyTripDateSchema = z
  .string({ error: t.tripDateRequired })
  .trim()
  .min(1, t.tripDateRequired)
  .pipe(z.iso.date({ error: t.tripDateInvalid }))
  .refine((d) => d >= '1900-01-01', t.tripDateInvalid)
  .refine((d) => d <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), t.tripDateFuture);

export const storyHighlightsSchema = z
  .array(z.string().trim().min(1, t.highlightsInvalid).max(STORY_LIMITS.highlight, t.highlightsInvalid), { error: t.highlightsInvalid })
  .max(STORY_LIMITS.highlights, t.highlightsInvalid);

/** Only paths the upload call handed out: never an arbitrary URL another visitor's browser would load. */
export const storyGallerySchema = z
  .array(z.string().regex(STORY_MEDIA_PATH, t.galleryInvalid), { error: t.galleryInvalid })
  .max(STORY_LIMITS.gallery, t.galleryInvalid)
  .transform((list) => [...new Set(list)]);

/** The fields both the web form and the server check (spec 2 section 5). */
export const storyFieldsSchema = z.object({
  title: text(t.titleRequired, STORY_LIMITS.title),
  destination: text(t.destinationRequired, STORY_LIMITS.destination),
  trip_date: storyTripDateSchema,
  trip_type: z.enum(STORY_TRIP_TYPES, { error: t.tripTypeInvalid }),
  content: text(t.contentRequired, STORY_LIMITS.content, t.contentTooLong),
});
export type StoryFieldsInput = z.input<typeof storyFieldsSchema>;

/** Parses a multipart text field holding JSON; a broken value is a validation error, not a crash. */
const jsonField = <T extends z.ZodType>(inner: T, message: string) =>
  z
    .string()
    .transform((s, ctx) => {
      if (s.trim() === '') return [];
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(inner);

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** POST /stories and PUT /stories/{id}: the multipart text fields, all strings on the wire (spec 2 section 7). */
export const storyMultipartFieldsSchema = storyFieldsSchema.extend({
  highlights: jsonField(storyHighlightsSchema, t.highlightsInvalid).optional().transform((v) => v ?? []),
  media_gallery: jsonField(storyGallerySchema, t.galleryInvalid).optional().transform((v) => v ?? []),
  rating: z
    .preprocess(blank, z.coerce.number({ error: t.ratingInvalid }).int(t.ratingInvalid).min(1, t.ratingInvalid).max(5, t.ratingInvalid).optional())
    .transform((v) => v ?? null),
  traveler_name: z.preprocess(blank, z.string().trim().max(STORY_LIMITS.travelerName).optional()),
  traveler_avatar: z.preprocess(blank, z.string().trim().max(300).regex(/^\/uploads\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif)$/, t.avatarInvalid).optional()),
});
export type StoryMultipartFields = z.output<typeof storyMultipartFieldsSchema>;

export const storyCommentInputSchema = z.object({
  content: z
    .string({ error: t.commentRequired })
    .trim()
    .min(1, t.commentRequired)
    .max(STORY_LIMITS.comment, t.commentTooLong),
});

export const storyLikeInputSchema = z.object({ action: z.enum(['like', 'unlike'], { error: t.likeActionInvalid }) });
export type StoryLikeAction = z.infer<typeof storyLikeInputSchema>['action'];
