import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

// Same look as <Button>, for navigation: a link must stay a link (middle-click, "open in new tab").
const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  light: 'bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white',
  outlineLight: 'text-white ring-1 ring-inset ring-white hover:bg-white/10 focus-visible:outline-white',
} as const;
const sizes = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2 text-sm', lg: 'px-6 py-3 text-base' } as const;

export interface LinkButtonProps extends LinkProps {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function LinkButton({ variant = 'primary', size = 'md', className, ...rest }: LinkButtonProps) {
  return (
    <Link
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
        variants[variant],
        sizes[size],
        className,
      )}
      {...rest}
    />
  );
}
