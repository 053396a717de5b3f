import { useId, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { X } from 'lucide-react';
import { STORY_LIMITS, storyTexts } from '@mt/shared';
import { errorMessage } from '@/lib/api-client';
import { useUploadStoryMedia } from '../api/upload-story-media';

interface Props {
  value: string[];
  onChange(next: string[]): void;
  onBusyChange(busy: boolean): void;
}

/** Additional photos: uploaded as soon as they are chosen (spec 2 section 5); the form sends their paths. */
export function StoryPhotosInput({ value, onChange, onBusyChange }: Props) {
  const id = useId();
  const upload = useUploadStoryMedia();
  const room = STORY_LIMITS.gallery - value.length;

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []).slice(0, Math.min(room, STORY_LIMITS.uploadFiles));
    e.target.value = '';
    if (!files.length) return;
    onBusyChange(true);
    try {
      const paths = await upload.mutateAsync(files);
      onChange([...value, ...paths]);
    } catch (err) {
      toast.error(errorMessage(err, storyTexts.uploadFailed));
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Additional photos
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        disabled={upload.isPending || room <= 0}
        onChange={(e) => void onFiles(e)}
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-900"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600" aria-live="polite">
        {upload.isPending ? 'Uploading photos…' : `JPG, PNG, GIF or WebP, up to 5 MB each; ${STORY_LIMITS.uploadFiles} at a time.`}
      </p>
      {value.length > 0 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5" aria-label="Uploaded photos">
          {value.map((src, i) => (
            <li key={src} className="relative">
              <img src={src} alt={`Uploaded photo ${i + 1}`} className="aspect-square w-full rounded-md object-cover" />
              <button
                type="button"
                onClick={() => onChange(value.filter((p) => p !== src))}
                className="absolute right-1 top-1 rounded-full bg-white/90 p-0.5 text-slate-800 shadow"
                aria-label={`Remove photo ${i + 1}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
