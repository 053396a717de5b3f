import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '../utils/story-text';

const sizes = { sm: 'size-8', md: 'size-9', lg: 'size-11' } as const;

interface AuthorAvatarProps {
  name: string;
  src: string | null;
  /** 'sm' beside a featured story's byline, 'md' on cards and comments, 'lg' at the head of a story. */
  size?: keyof typeof sizes;
}

/** The author's picture, or their initials on a coloured disc when there is none or it fails to load. */
export function AuthorAvatar({ name, src, size = 'md' }: AuthorAvatarProps) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return <img src={src} alt="" onError={() => setBroken(true)} className={cn('shrink-0 rounded-full object-cover', sizes[size])} />;
  }
  return (
    <span
      aria-hidden
      data-testid="avatar-initials"
      className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white', sizes[size])}
    >
      {initials(name)}
    </span>
  );
}
