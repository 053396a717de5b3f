import { useId, useState } from 'react';
import { SERVICE_DESCRIPTION_TRUNCATE, serviceCardTexts } from '@mt/shared';

/** Cuts text at `limit` characters (spec 2: 120) with a Read More/Read Less toggle. */
export function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit).trimEnd()}…`;
}

export function ExpandableText({ text, limit = SERVICE_DESCRIPTION_TRUNCATE }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > limit;
  return (
    <div className="text-sm text-slate-700">
      <p id={id} className="whitespace-pre-line break-words">
        {open || !long ? text : truncateText(text, limit)}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className="mt-1 font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {open ? serviceCardTexts.readLess : serviceCardTexts.readMore}
        </button>
      )}
    </div>
  );
}
