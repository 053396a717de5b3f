import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '../utils/story-text';

/** The author's picture, or their initials on a coloured disc when there is none or it fails to load. */
export function AuthorAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return <img src={src} alt="" onError={() => setBroken(true)} className={cn('size-9 shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden
      data-testid="avatar-initials"
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white', className)}
    >
      {initials(name)}
    </span>
  );
}
