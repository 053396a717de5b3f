import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryFieldsInput, StorySavedResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';
import { storyKeys } from './story-keys';

export interface NewStory extends StoryFieldsInput {
  highlights: string[];
  media_gallery: string[];
  /** 0 = no rating: the field is left out. */
  rating: number;
  traveler_name: string;
  traveler_avatar: string | null;
  cover_image: File | null;
}

/** POST /stories as multipart (spec 2 section 7): JSON lists for highlights and the gallery, the cover as a file. */
export const createStory = (story: NewStory) => {
  const body = new FormData();
  for (const key of ['title', 'destination', 'trip_date', 'trip_type', 'content', 'traveler_name'] as const) body.append(key, story[key]);
  body.append('highlights', JSON.stringify(story.highlights));
  body.append('media_gallery', JSON.stringify(story.media_gallery));
  if (story.rating > 0) body.append('rating', String(story.rating));
  if (story.traveler_avatar) body.append('traveler_avatar', story.traveler_avatar);
  if (story.cover_image) body.append('cover_image', story.cover_image);
  return apiRequest<StorySavedResponse>('/stories', { method: 'POST', body, auth: true }).then((r) => r.data.data);
};

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    // The new story is live at once: every list reloads from page 1.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.lists() }),
  });
}
