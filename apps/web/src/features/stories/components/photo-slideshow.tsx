import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight, Maximize2, Minimize2, Pause, Play } from 'lucide-react';
import type { ResponsiveImage } from '@mt/shared';
import { ResponsiveImg } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';
import { useSlideshow } from './use-slideshow';

interface Props {
  photos: ResponsiveImage[];
  /** How wide the photo is drawn on the page; fullscreen it takes the whole screen. */
  sizes: string;
  initialIndex?: number;
  title: string;
}

const control =
  'inline-flex items-center justify-center rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

/** A thumbnail button is h-16 w-24: 6rem wide. */
const THUMB_SIZES = '96px';

/** Photo slideshow of spec 2: previous/next, counter, thumbnails, dots, fullscreen and autoplay (with a pause button). */
export function PhotoSlideshow({ photos, sizes, initialIndex = 0, title }: Props) {
  const s = useSlideshow(photos.length, initialIndex);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (s.fullscreen) closeRef.current?.focus();
  }, [s.fullscreen]);
  if (photos.length === 0) return null;
  const last = photos.length - 1;

  return (
    <div
      role={s.fullscreen ? 'dialog' : 'region'}
      aria-modal={s.fullscreen || undefined}
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      data-fullscreen={s.fullscreen}
      className={cn(s.fullscreen ? 'fixed inset-0 z-50 flex flex-col justify-center gap-3 bg-slate-950 p-4' : 'space-y-3')}
    >
      <div className={cn('relative overflow-hidden rounded-xl bg-slate-900', s.fullscreen ? 'flex-1' : 'aspect-[16/10]')}>
        <ResponsiveImg
          image={photos[s.index]}
          alt={`Photo ${s.index + 1} of ${photos.length}`}
          sizes={s.fullscreen ? '100vw' : sizes}
          className={cn('size-full object-contain transition-opacity duration-300', s.transitioning ? 'opacity-60' : 'opacity-100')}
          data-transitioning={s.transitioning}
        />
        <button type="button" className={cn(control, 'absolute left-3 top-1/2 -translate-y-1/2')} onClick={s.previous} disabled={s.index === 0} aria-label="Previous photo">
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <button type="button" className={cn(control, 'absolute right-3 top-1/2 -translate-y-1/2')} onClick={s.next} disabled={s.index === last} aria-label="Next photo">
          <ChevronRight className="size-5" aria-hidden />
        </button>
        <div className="absolute right-3 top-3 flex gap-2">
          <button type="button" className={control} onClick={() => s.setPlaying(!s.playing)} aria-label={s.playing ? 'Pause slideshow' : 'Play slideshow'}>
            {s.playing ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
          </button>
          <button
            ref={closeRef}
            type="button"
            className={control}
            onClick={() => s.setFullscreen(!s.fullscreen)}
            aria-label={s.fullscreen ? 'Exit fullscreen' : 'View fullscreen'}
            aria-pressed={s.fullscreen}
          >
            {s.fullscreen ? <Minimize2 className="size-4" aria-hidden /> : <Maximize2 className="size-4" aria-hidden />}
          </button>
        </div>
        <p className="absolute left-3 top-3 rounded-full bg-black/70 px-3 py-1 text-sm font-medium text-white" aria-live="polite">
          {s.index + 1} / {photos.length}
        </p>
      </div>

      <div className="flex justify-center gap-2" role="group" aria-label="Choose photo">
        {photos.map((photo, i) => (
          <button
            key={`dot-${photo.url}`}
            type="button"
            onClick={() => s.show(i)}
            aria-label={`Go to photo ${i + 1}`}
            aria-current={i === s.index || undefined}
            className={cn('size-3 rounded-full ring-1 ring-slate-500', i === s.index ? 'bg-brand-700' : 'bg-white')}
          />
        ))}
      </div>

      <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
        {photos.map((photo, i) => (
          <li key={`thumb-${photo.url}`} className="shrink-0">
            <button
              type="button"
              onClick={() => s.show(i)}
              aria-label={`Show photo ${i + 1}`}
              aria-current={i === s.index || undefined}
              className={cn('block h-16 w-24 overflow-hidden rounded-md ring-2', i === s.index ? 'ring-brand-700' : 'ring-transparent opacity-80 hover:opacity-100')}
            >
              <ResponsiveImg image={photo} alt="" sizes={THUMB_SIZES} className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
