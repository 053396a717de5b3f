import { useMutation } from '@tanstack/react-query';
import { storiesEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** POST /stories/upload-media, field `media`; answers the stored paths (`data.data`). */
export const uploadStoryMedia = (files: File[]) => {
  const body = new FormData();
  for (const f of files) body.append('media', f);
  return callApi(storiesEndpoints.uploadMedia, { body, auth: true }).then((r) => r.data.data);
};

export const useUploadStoryMedia = () => useMutation({ mutationFn: uploadStoryMedia });
