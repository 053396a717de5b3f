import { z } from 'zod';
import { responsiveImageSchema } from '../media/responsive-image.schema';
import { STORIES_MAX_LIMIT, STORIES_PAGE_SIZE, STORY_TRIP_TYPES } from './story.constants';

/** Story as every stories call returns it (spec 2 section 3). Text fields are plain text, never HTML. */
export const storyDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  destination: z.string(),
  trip_date: z.string(),
  trip_type: z.string(),
  content: z.string(),
  highlights: z.array(z.string()),
  rating: z.number().int().nullable(),
  cover_image: z.string().nullable(),
  media_gallery: z.array(z.string()),
  /** cover_image and media_gallery with sizes and srcsets (decision 0023); photos[i] is media_gallery[i]. */
  cover: responsiveImageSchema.nullable(),
  photos: z.array(responsiveImageSchema),
  traveler_name: z.string().nullable(),
  traveler_avatar: z.string().nullable(),
  verified: z.boolean(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  userHasLiked: z.boolean(),
  /** Bookmarks are not part of this product: always false, so the card hides the save button. */
  userHasSaved: z.boolean(),
  canSave: z.boolean(),
  /** Lets the web app offer edit and delete to the author; the server checks again. */
  author_id: z.number().int(),
  created_at: z.string(),
});
export type StoryDto = z.infer<typeof storyDtoSchema>;

export const storyCommentSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  author_avatar: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
});
export type StoryComment = z.infer<typeof storyCommentSchema>;

export const storyTripTypeSchema = z.enum(STORY_TRIP_TYPES);

/** Query strings arrive as text; an empty value means "no filter". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const int = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const storiesQuerySchema = z.object({
  destination: z.preprocess(blankToUndefined, z.string().trim().max(120).optional()),
  tripType: z.preprocess(
    blankToUndefined,
    z.enum(STORY_TRIP_TYPES, { error: `tripType must be one of ${STORY_TRIP_TYPES.join(', ')}.` }).optional(),
  ),
  minRating: z.preprocess(blankToUndefined, int(1, 5, 'minRating must be a whole number from 1 to 5.').optional()),
  page: z.preprocess(blankToUndefined, int(1, 100_000, 'page must be a whole number of at least 1.').default(1)),
  limit: z.preprocess(
    blankToUndefined,
    int(1, STORIES_MAX_LIMIT, `limit must be a whole number from 1 to ${STORIES_MAX_LIMIT}.`).default(STORIES_PAGE_SIZE),
  ),
});
export type StoriesQuery = z.infer<typeof storiesQuerySchema>;

/** Story ids are bigserial; anything past 2^53 cannot be one of ours and must not reach the database. */
export const storyIdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Story id must be a positive whole number.' })
    .int('Story id must be a positive whole number.')
    .positive('Story id must be a positive whole number.')
    .max(Number.MAX_SAFE_INTEGER, 'Story id must be a positive whole number.'),
});

export const storiesListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    stories: z.array(storyDtoSchema),
    featuredStory: storyDtoSchema.nullable(),
    filters: z.object({ destinations: z.array(z.string()), tripTypes: z.array(z.string()) }),
    pagination: z.object({ page: z.number().int(), pages: z.number().int(), total: z.number().int(), limit: z.number().int() }),
  }),
});
export type StoriesListResponse = z.infer<typeof storiesListResponseSchema>;

export const storyResponseSchema = z.object({ success: z.literal(true), data: z.object({ story: storyDtoSchema }) });
/**
 * POST /stories and PUT /stories/{id}. Spec 2 section 7 says the client reads `data.data`; every other stories
 * call is read as a path into the JSON body (`data.story`, `data.like_count`), so this one is too.
 */
export const storySavedResponseSchema = z.object({ success: z.literal(true), data: z.object({ data: storyDtoSchema }) });
export type StorySavedResponse = z.infer<typeof storySavedResponseSchema>;
/** POST /stories/upload-media: `data.data` is the list of stored paths, in upload order. */
export const storyUploadResponseSchema = z.object({ success: z.literal(true), data: z.object({ data: z.array(z.string()) }) });
export type StoryUploadResponse = z.infer<typeof storyUploadResponseSchema>;

export const storyCommentsResponseSchema = z.object({ success: z.literal(true), data: z.array(storyCommentSchema) });
export const storyCommentResponseSchema = z.object({ success: z.literal(true), data: storyCommentSchema });

export const storyLikeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ like_count: z.number().int(), userHasLiked: z.boolean() }),
});
export type StoryLikeResponse = z.infer<typeof storyLikeResponseSchema>;

export const storyDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
