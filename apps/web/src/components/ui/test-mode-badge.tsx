import { FlaskConical } from 'lucide-react';

/** DESIGN.md section 1: every page of the sandbox payment provider is clearly labelled. */
export function TestModeBadge({ label = 'Test mode' }: { label?: string }) {
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-amber-900">
      <FlaskConical className="size-3.5" aria-hidden />
      {label}
    </p>
  );
}
