import { EyeOff } from 'lucide-react';
import { adminReviewTexts as t } from '@mt/shared';

/** Marks a review an admin hid: it shows nowhere public and counts in no rating. */
export function HiddenBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-300">
      <EyeOff className="size-3" aria-hidden />
      {t.hiddenBadge}
    </span>
  );
}
