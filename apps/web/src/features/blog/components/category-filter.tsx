import { BLOG_CATEGORIES, blogTexts, type BlogCategory } from '@mt/shared';
import { cn } from '@/lib/cn';

/** Filter chips: "All" plus the five categories; the active one is marked with aria-pressed. */
export function CategoryFilter({ value, onChange }: { value?: BlogCategory; onChange(category?: BlogCategory): void }) {
  const chip = (label: string, category: BlogCategory | undefined) => {
    const active = value === category;
    return (
      <li key={label}>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => onChange(category)}
          className={cn(
            'rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-brand-50',
          )}
        >
          {label}
        </button>
      </li>
    );
  };
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {chip(blogTexts.allCategories, undefined)}
        {BLOG_CATEGORIES.map((c) => chip(c, c))}
      </ul>
    </nav>
  );
}
