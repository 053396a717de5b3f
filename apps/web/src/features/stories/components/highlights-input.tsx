import { useId, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { STORY_LIMITS } from '@mt/shared';
import { Button } from '@/components/ui/button';

/** Highlights of spec 2 section 5: added with Enter or the button, and only when not blank after trimming. */
export function HighlightsInput({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const full = value.length >= STORY_LIMITS.highlights;
  const add = () => {
    const text = draft.trim();
    if (!text || full) return;
    onChange([...value, text.slice(0, STORY_LIMITS.highlight)]);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // Enter adds a highlight instead of submitting the whole story.
    e.preventDefault();
    add();
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Highlights
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={STORY_LIMITS.highlight}
          disabled={full}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="e.g. Sunrise balloon ride"
          aria-describedby={`${id}-hint`}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim() || full}>
          <Plus className="size-4" aria-hidden />
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Press Enter or Add. Up to {STORY_LIMITS.highlights}.
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Added highlights">
          {value.map((h, i) => (
            <li key={`${i}-${h}`} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900">
              {h}
              <button
                type="button"
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                className="rounded-full p-0.5 hover:bg-brand-100"
                aria-label={`Remove highlight ${h}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
