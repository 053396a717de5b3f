import { Star } from 'lucide-react';

/** Rating out of 5 as stars, read out as text. */
export function StoryRating({ rating }: { rating: number | null }) {
  if (!rating) return null;
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <span className="flex" aria-hidden>
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} className={i < rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-slate-300'} />
        ))}
      </span>
      <span className="sr-only">Rated </span>
      <span>{rating}/5</span>
    </p>
  );
}
