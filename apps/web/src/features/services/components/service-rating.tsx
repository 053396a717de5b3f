import { Star } from 'lucide-react';
import { formatAverageRating, serviceCardTexts } from '@mt/shared';

/** Average with review count; 'No Ratings Yet' without reviews; 'N/A' for 0 or missing (spec 2). */
export function ServiceRating({ avg, count }: { avg: number | null; count: number }) {
  if (count === 0) return <span className="text-sm text-slate-600">{serviceCardTexts.noRatingsYet}</span>;
  const shown = formatAverageRating(avg);
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-800">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
      <span>
        <span className="font-semibold">{shown}</span>
        {shown !== serviceCardTexts.notAvailable && <span className="sr-only"> out of 5</span>}
        <span className="text-slate-600">
          {' '}
          ({count} {count === 1 ? 'review' : 'reviews'})
        </span>
      </span>
    </span>
  );
}
