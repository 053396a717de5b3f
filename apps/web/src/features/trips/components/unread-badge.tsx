import { MessageSquare } from 'lucide-react';
import { tripMessageTexts } from '@mt/shared';
import { cn } from '@/lib/cn';

/** The unread messages of a trip's thread; nothing when there are none. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white', className)}>
      <MessageSquare className="size-3" aria-hidden />
      <span aria-hidden>{count}</span>
      <span className="sr-only">{tripMessageTexts.unread(count)}</span>
    </span>
  );
}
