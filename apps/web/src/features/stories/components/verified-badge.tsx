import { BadgeCheck } from 'lucide-react';
import { storyTexts } from '@mt/shared';

export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
      <BadgeCheck className="size-3.5" aria-hidden />
      {storyTexts.verifiedTrip}
    </span>
  );
}
