import { CATEGORIES, type RouteFigures } from './audit';

export interface MeasuredRoute {
  route: string;
  figures: RouteFigures;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const score = (value: number | null) => (value === null ? '–' : value.toFixed(2));

/** The table: one row per route, then what to fix for each score under 1. */
export function markdownTable(rows: MeasuredRoute[]): string {
  const lines = [
    '| route | JS on the wire | perf | LCP | CLS | TBT | a11y | best practices | SEO |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(({ route, figures: f }) =>
      [
        route,
        kb(f.jsBytes),
        score(f.scores.performance),
        seconds(f.lcpMs),
        f.cls.toFixed(3),
        `${Math.round(f.tbtMs)} ms`,
        score(f.scores.accessibility),
        score(f.scores['best-practices']),
        score(f.scores.seo),
      ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
    ),
  ];
  const failing = rows.flatMap(({ route, figures }) =>
    CATEGORIES.filter((c) => figures.failing[c].length > 0).map((c) => `- ${route} ${c}: ${figures.failing[c].join(', ')}`),
  );
  if (failing.length) lines.push('', 'Audits not passed (scores under 1), heaviest first:', ...failing);
  return lines.join('\n');
}
