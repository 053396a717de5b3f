import type { ReactNode } from 'react';
import { TestModeBadge } from '@/components/ui/test-mode-badge';
import { sandboxBillingTexts as t } from '@mt/shared';

/** The frame of the sandbox's hosted pages: the Test mode label, the title and what the page is. */
export function SandboxFrame({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <header className="space-y-3">
        <TestModeBadge label={t.testMode} />
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-700">{hint}</p>
      </header>
      {children}
    </div>
  );
}
