import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const widths = { wide: 'max-w-6xl', medium: 'max-w-4xl', narrow: 'max-w-3xl' } as const;

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** The content's greatest width: the site's reading width ('wide') by default, narrower for an article or a form. */
  width?: keyof typeof widths;
}

/** Centres content at the site's reading width with the same side padding everywhere. */
export function Container({ width = 'wide', className, ...rest }: ContainerProps) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)} {...rest} />;
}
