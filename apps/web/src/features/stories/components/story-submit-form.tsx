import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { STORY_LIMITS, STORY_RATING_LABELS, STORY_TRIP_TYPES, type StoryDto, storyFieldsSchema, storyInputTexts, storyTexts } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useCreateStory } from '../api/create-story';
import { useUpdateStory } from '../api/update-story';
import { HighlightsInput } from './highlights-input';
import { StoryPhotosInput } from './story-photos-input';

const formSchema = storyFieldsSchema.extend({
  rating: z.number().int().min(0).max(5),
  traveler_name: z.string().trim().max(STORY_LIMITS.travelerName),
});
type FormValues = z.input<typeof formSchema>;

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Submit Story form of spec 2; shown only to signed-in users (the modal handles visitors). Given a `story`,
 * the same form edits it: fields start from the story, the cover stays unless a new one is chosen.
 */
export function StorySubmitForm({ story, onSubmitted }: { story?: StoryDto; onSubmitted?(saved: StoryDto): void }) {
  const user = useSession((s) => s.user);
  const defaults: FormValues = story
    ? {
        title: story.title,
        destination: story.destination,
        trip_date: story.trip_date,
        trip_type: story.trip_type as FormValues['trip_type'],
        content: story.content,
        rating: story.rating ?? 0,
        traveler_name: story.traveler_name ?? '',
      }
    : { title: '', destination: '', trip_date: '', trip_type: '' as FormValues['trip_type'], content: '', rating: 0, traveler_name: user?.name ?? '' };
  const { register, handleSubmit, reset, formState: { errors } } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults });
  const [highlights, setHighlights] = useState<string[]>(story?.highlights ?? []);
  const [gallery, setGallery] = useState<string[]>(story?.media_gallery ?? []);
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string>();
  const [coverKey, setCoverKey] = useState(0);
  const [uploading, setUploading] = useState(false);
  const create = useCreateStory();
  const update = useUpdateStory();
  const save = story ? update : create;

  const onCover = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    setCoverError(undefined);
    if (file && !/^image\/(jpeg|png|gif|webp)$/.test(file.type)) setCoverError('Please choose a JPG, PNG, GIF or WebP image.');
    else if (file && file.size > MAX_IMAGE_BYTES) setCoverError(storyInputTexts.fileTooLarge);
    setCover(file);
  };

  const onSubmit = handleSubmit((values) => {
    if (coverError) return;
    const payload = {
      ...values,
      rating: Number(values.rating) || 0,
      traveler_name: values.traveler_name?.trim() || user?.name || storyTexts.anonymous,
      highlights,
      media_gallery: gallery,
      cover_image: cover,
    };
    const onError = (err: unknown) => toast.error(errorMessage(err, story ? storyTexts.updateFailed : storyTexts.submitFailed));
    if (story) {
      update.mutate(
        { id: story.id, story: payload },
        {
          onSuccess: (saved) => {
            toast.success(storyTexts.updated);
            onSubmitted?.(saved);
          },
          onError,
        },
      );
      return;
    }
    create.mutate(payload, {
      onSuccess: (saved) => {
        toast.success(storyTexts.submitted, { description: storyTexts.submittedLive });
        reset(defaults);
        setHighlights([]);
        setGallery([]);
        setCover(null);
        setCoverKey((k) => k + 1);
        onSubmitted?.(saved);
      },
      onError,
    });
  });

  const busy = save.isPending;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <TextField label="Title" maxLength={STORY_LIMITS.title} required error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Destination" maxLength={STORY_LIMITS.destination} required error={errors.destination?.message} {...register('destination')} />
        <TextField label="Trip date" type="date" max={today()} required error={errors.trip_date?.message} {...register('trip_date')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Trip type" required error={errors.trip_type?.message} {...register('trip_type')}>
          <option value="">Select a trip type</option>
          {STORY_TRIP_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <SelectField label="Rating" {...register('rating', { valueAsNumber: true })}>
          {STORY_RATING_LABELS.map((label, n) => (
            <option key={label} value={n}>
              {n === 0 ? label : `${n} – ${label}`}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label="Your story" rows={6} maxLength={STORY_LIMITS.content} required error={errors.content?.message} hint={`Up to ${STORY_LIMITS.content} characters.`} {...register('content')} />
      <HighlightsInput value={highlights} onChange={setHighlights} />
      <TextField key={coverKey} label="Cover image" type="file" accept="image/jpeg,image/png,image/gif,image/webp" onChange={onCover} error={coverError} hint={story?.cover_image ? 'Choose a new image to replace the current cover (up to 5 MB).' : 'One image, up to 5 MB.'} />
      <StoryPhotosInput value={gallery} onChange={setGallery} onBusyChange={setUploading} />
      <TextField label="Your name as shown" maxLength={STORY_LIMITS.travelerName} autoComplete="name" error={errors.traveler_name?.message} hint="Shown with your profile picture." {...register('traveler_name')} />
      <Button type="submit" className="w-full" loading={busy} disabled={uploading}>
        {busy ? storyTexts.submitting : story ? storyTexts.saveChanges : storyTexts.submit}
      </Button>
    </form>
  );
}
