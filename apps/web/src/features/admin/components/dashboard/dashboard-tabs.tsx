import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';

export interface DashboardTab {
  id: string;
  label: string;
  /** A count shown next to the label (e.g. new preferences). */
  badge?: number;
  /** What the count means, for screen readers ('3 new'). */
  badgeLabel?: string;
  content: ReactNode;
}

/** The dashboard's tabs; the open one is kept in the URL (?tab=services), so reloads and links keep it. */
export function DashboardTabs({ tabs }: { tabs: DashboardTab[] }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = tabs.some((t) => t.id === requested) ? requested! : tabs[0]!.id;
  const list = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: keep the open tab (e.g. from a ?tab= link) in sight.
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[data-state="active"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const select = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === tabs[0]!.id) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs.Root value={current} onValueChange={select} className="space-y-6">
      <Tabs.List ref={list} aria-label="Dashboard sections" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.id}
            value={t.id}
            className="-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {t.label}
            {t.badge ? (
              <span className="rounded-full bg-sand-500 px-2 py-0.5 text-xs font-bold text-slate-900">
                <span aria-hidden={t.badgeLabel ? true : undefined}>{t.badge}</span>
                {t.badgeLabel && <span className="sr-only"> {t.badgeLabel}</span>}
              </span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.id} value={t.id} className="focus-visible:outline-none">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
