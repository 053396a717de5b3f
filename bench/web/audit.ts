import lighthouse, { type Result } from 'lighthouse';

/** The categories the table shows, in its order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RouteFigures {
  /** Transferred bytes of the script resources of the first load (what went over the wire, compressed). */
  jsBytes: number;
  scores: Record<Category, number | null>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** For each category under 1: the audits that did not pass, heaviest first. */
  failing: Record<Category, string[]>;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/** Audit results that say something: not notes, not audits that do not apply to the page. */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings', 'error']);

function failingAudits(lhr: Result, category: Category): string[] {
  const refs = [...lhr.categories[category]!.auditRefs].sort((a, b) => b.weight - a.weight);
  return refs
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => SCORED_MODES.has(a.scoreDisplayMode) && (a.score === null || a.score < 1))
    .map((a) => a.id);
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
}

/**
 * One Lighthouse run with its default settings: a mid-range phone on a slow 4G connection, throttling
 * simulated, storage cleared first (a first visit).
 */
export async function auditRoute(url: string, chromiumPort: number): Promise<RouteFigures> {
  const result = await lighthouse(url, { port: chromiumPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])) as Record<Category, number | null>;
  const failing = Object.fromEntries(CATEGORIES.map((c) => [c, scores[c] === 1 ? [] : failingAudits(lhr, c)])) as Record<Category, string[]>;
  return {
    jsBytes,
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    failing,
  };
}

/** Of several runs of one route, the one with the median performance score (its figures stay one page load's). */
export function medianRun(runs: RouteFigures[]): RouteFigures {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
