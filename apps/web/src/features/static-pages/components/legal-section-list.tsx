import type { ReactNode } from 'react';
import { TextSection } from './text-section';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Legal texts: a table of contents, then the sections numbered so they can be cited ("section 7"). */
export function LegalSectionList({ sections }: { sections: LegalSection[] }) {
  return (
    <>
      <nav aria-label="Contents" className="rounded-xl bg-slate-50 p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-800 underline-offset-2 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <TextSection key={s.id} id={s.id} title={`${i + 1}. ${s.title}`}>
          {s.body}
        </TextSection>
      ))}
    </>
  );
}
