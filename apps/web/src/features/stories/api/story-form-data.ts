import type { StoryFieldsInput } from '@mt/shared';

export interface StoryFormPayload extends StoryFieldsInput {
  highlights: string[];
  media_gallery: string[];
  /** 0 = no rating: the field is left out. */
  rating: number;
  traveler_name: string;
  /** A new cover; null keeps the current one (or none). */
  cover_image: File | null;
}

/**
 * The multipart body of POST /stories and PUT /stories/{id} (spec 2 section 7): JSON lists, the cover as a
 * file. No traveler_avatar: the server shows the author's own profile picture, which may live on another
 * site (a registration avatar URL) and so could not pass the field's "stored on this site" rule.
 */
export function storyFormData(story: StoryFormPayload): FormData {
  const body = new FormData();
  for (const key of ['title', 'destination', 'trip_date', 'trip_type', 'content', 'traveler_name'] as const) body.append(key, story[key]);
  body.append('highlights', JSON.stringify(story.highlights));
  body.append('media_gallery', JSON.stringify(story.media_gallery));
  if (story.rating > 0) body.append('rating', String(story.rating));
  if (story.cover_image) body.append('cover_image', story.cover_image);
  return body;
}
