import type { ReactNode } from 'react';

/** The centred card every sign-in and registration page sits in; carries the page's only h1. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 space-y-1 border-t border-slate-200 pt-4 text-sm text-slate-700">{footer}</div>}
      </div>
    </div>
  );
}

export const authLinkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';
