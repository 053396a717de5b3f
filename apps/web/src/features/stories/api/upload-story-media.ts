import { useMutation } from '@tanstack/react-query';
import type { StoryUploadResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /stories/upload-media, field `media`; answers the stored paths (`data.data`). */
export const uploadStoryMedia = (files: File[]) => {
  const body = new FormData();
  for (const f of files) body.append('media', f);
  return apiRequest<StoryUploadResponse>('/stories/upload-media', { method: 'POST', body, auth: true }).then((r) => r.data.data);
};

export const useUploadStoryMedia = () => useMutation({ mutationFn: uploadStoryMedia });
