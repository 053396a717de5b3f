import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The title of an admin trip page with the way back (dashboard or trips list) and optional actions. */
export function AdminPageHeader({ title, back, actions }: { title: string; back: { to: string; label: string }; actions?: ReactNode }) {
  return (
    <header className="space-y-2">
      <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {back.label}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {actions}
      </div>
    </header>
  );
}
