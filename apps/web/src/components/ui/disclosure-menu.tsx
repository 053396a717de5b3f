import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DisclosureMenuProps {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name when its text alone would not say enough. */
  buttonLabel?: string;
  buttonClassName: string;
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
  /** The list's items: `<li>` elements holding links. */
  children: ReactNode;
}

/**
 * A button that shows and hides a list of links (the W3C disclosure pattern, right for navigation and
 * share links). Escape closes it and gives focus back to the button; so do a click or focus elsewhere and
 * following a link. Arrow keys move between the links. No menu library: it sits on first-load pages.
 */
export function DisclosureMenu({ label, buttonLabel, buttonClassName, align = 'start', children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('li a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    if (!open) setOpen(true);
    // The list is shown on open: move focus once it is visible.
    requestAnimationFrame(() => focusLink(current === -1 ? (step === 1 ? 0 : -1) : current + step));
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={buttonLabel}
        onClick={() => setOpen((o) => !o)}
        className={cn(buttonClassName, open && 'bg-slate-100')}
      >
        {label}
      </button>
      <ul
        id={listId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
        className={cn(
          'absolute top-full z-50 mt-1.5 min-w-44 rounded-lg border border-slate-200 bg-white p-1 text-left shadow-lg',
          align === 'start' ? 'left-0' : 'right-0',
        )}
      >
        {children}
      </ul>
    </div>
  );
}

/** The look of a link inside a DisclosureMenu. */
export const disclosureLinkClass =
  'block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 focus-visible:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700';
