/** The report: req/s, p50, p99 and errors per class and in all, per setup; the error kinds; the slowest routes. */
import type { CpuParts } from './cpu';
import { percentile, type LoadResult, type RequestClass, type Series } from './load';

export interface Run {
  setup: string;
  result: LoadResult;
  /** CPU milliseconds each part spent in the measured seconds (absent where /proc could not be read). */
  cpu?: CpuParts;
}

const CLASSES: RequestClass[] = ['public', 'signed-in', 'write'];
const ms = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0));
const int = (n: number) => Math.round(n).toLocaleString('en');

export interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export function figuresOf(s: Series | undefined, seconds: number): Figures {
  if (!s) return { requests: 0, rps: 0, p50: NaN, p99: NaN, errors: 0 };
  const sorted = Float64Array.from(s.latencies).sort();
  const list = Array.from(sorted);
  return { requests: s.requests, rps: s.requests / seconds, p50: percentile(list, 50), p99: percentile(list, 99), errors: s.errors };
}

export function totalOf(result: LoadResult): Series {
  const all: Series = { requests: 0, errors: 0, latencies: [] };
  for (const s of result.byClass.values()) {
    all.requests += s.requests;
    all.errors += s.errors;
    for (const l of s.latencies) all.latencies.push(l);
  }
  return all;
}

export function mainTable(runs: Run[]): string[] {
  const lines = ['| setup | class | requests | req/s | p50 ms | p99 ms | errors |', '|---|---|---:|---:|---:|---:|---:|'];
  for (const { setup, result } of runs) {
    for (const cls of CLASSES) {
      if (!result.byClass.has(cls)) continue;
      const f = figuresOf(result.byClass.get(cls), result.seconds);
      lines.push(`| ${setup} | ${cls} | ${int(f.requests)} | ${int(f.rps)} | ${ms(f.p50)} | ${ms(f.p99)} | ${int(f.errors)} |`);
    }
    const t = figuresOf(totalOf(result), result.seconds);
    lines.push(`| ${setup} | **total** | ${int(t.requests)} | **${int(t.rps)}** | ${ms(t.p50)} | **${ms(t.p99)}** | **${int(t.errors)}** |`);
  }
  return lines;
}

/** Two series as one: their requests, errors and latencies together. */
function seriesOf(a: Series | undefined, b: Series): Series {
  if (!a) return { requests: b.requests, errors: b.errors, latencies: [...b.latencies] };
  return { requests: a.requests + b.requests, errors: a.errors + b.errors, latencies: a.latencies.concat(b.latencies) };
}

function mergedMap<K>(into: Map<K, Series>, from: Map<K, Series>): void {
  for (const [key, series] of from) into.set(key, seriesOf(into.get(key), series));
}

/**
 * The rounds of each setup as one run, setups in the order they first ran: their seconds, requests, latencies,
 * errors and CPU added up, so that each setup's figures are over all its rounds (BENCH_ROUNDS in run.ts). A setup
 * one of whose rounds could not read the CPU shows none: a sum over some of its rounds would not be per request.
 */
export function mergedRounds(rounds: Run[]): Run[] {
  const bySetup = new Map<string, Run>();
  for (const round of rounds) {
    const seen = bySetup.get(round.setup);
    if (!seen) {
      const result: LoadResult = { ...round.result, byClass: new Map(), byName: new Map(), errorKinds: new Map(round.result.errorKinds) };
      mergedMap(result.byClass, round.result.byClass);
      mergedMap(result.byName, round.result.byName);
      bySetup.set(round.setup, { setup: round.setup, result, cpu: round.cpu && { ...round.cpu } });
      continue;
    }
    seen.result.seconds += round.result.seconds;
    mergedMap(seen.result.byClass, round.result.byClass);
    mergedMap(seen.result.byName, round.result.byName);
    for (const [kind, n] of round.result.errorKinds) seen.result.errorKinds.set(kind, (seen.result.errorKinds.get(kind) ?? 0) + n);
    seen.cpu =
      seen.cpu && round.cpu
        ? { instances: seen.cpu.instances + round.cpu.instances, postgres: seen.cpu.postgres + round.cpu.postgres, nginx: seen.cpu.nginx + round.cpu.nginx, loadGenerator: seen.cpu.loadGenerator + round.cpu.loadGenerator }
        : undefined;
  }
  return [...bySetup.values()];
}

/**
 * Each round on its own, in the order they ran: how far the machine drifted between them. The gauge is nginx's and
 * the load generator's CPU per request, whose work per request the product does not change (decision 0058).
 */
export function roundsTable(rounds: Run[]): string[] {
  const lines = ['| round | setup | req/s | p99 ms | errors | gauge ms | all CPU ms | cores busy |', '|---:|---|---:|---:|---:|---:|---:|---:|'];
  const seen = new Map<string, number>();
  for (const { setup, result, cpu } of rounds) {
    const round = (seen.get(setup) ?? 0) + 1;
    seen.set(setup, round);
    const t = figuresOf(totalOf(result), result.seconds);
    const all = cpu ? cpu.instances + cpu.postgres + cpu.nginx + cpu.loadGenerator : 0;
    const [gauge, perRequest, cores] =
      cpu && t.requests > 0 ? [((cpu.nginx + cpu.loadGenerator) / t.requests).toFixed(2), (all / t.requests).toFixed(2), (all / 1000 / result.seconds).toFixed(2)] : ['–', '–', '–'];
    lines.push(`| ${round} | ${setup} | ${int(t.rps)} | ${ms(t.p99)} | ${int(t.errors)} | ${gauge} | ${perRequest} | ${cores} |`);
  }
  return lines;
}

/** Per setup: CPU milliseconds per request answered, by part, and the cores they kept busy. */
export function cpuTable(runs: Run[]): string[] {
  const lines = ['| setup | instances | PostgreSQL | nginx | load generator | all | cores busy |', '|---|---:|---:|---:|---:|---:|---:|'];
  const per = (n: number, requests: number) => (n / requests).toFixed(2);
  for (const { setup, result, cpu } of runs) {
    const requests = totalOf(result).requests;
    if (!cpu || requests === 0) {
      lines.push(`| ${setup} | – | – | – | – | – | – |`);
      continue;
    }
    const all = cpu.instances + cpu.postgres + cpu.nginx + cpu.loadGenerator;
    const cores = all / 1000 / result.seconds;
    lines.push(`| ${setup} | ${per(cpu.instances, requests)} | ${per(cpu.postgres, requests)} | ${per(cpu.nginx, requests)} | ${per(cpu.loadGenerator, requests)} | ${per(all, requests)} | ${cores.toFixed(2)} |`);
  }
  return lines;
}

/** Every route of every run, slowest p99 first: where the time goes. */
export function routeTable(runs: Run[]): string[] {
  const lines = ['| setup | request | requests | req/s | p50 ms | p99 ms | errors |', '|---|---|---:|---:|---:|---:|---:|'];
  for (const { setup, result } of runs) {
    const rows = [...result.byName.entries()].map(([name, s]) => ({ name, f: figuresOf(s, result.seconds) })).sort((a, b) => b.f.p99 - a.f.p99);
    for (const { name, f } of rows) lines.push(`| ${setup} | ${name} | ${int(f.requests)} | ${int(f.rps)} | ${ms(f.p50)} | ${ms(f.p99)} | ${int(f.errors)} |`);
  }
  return lines;
}

export function errorKinds(runs: Run[]): string[] {
  const lines: string[] = [];
  for (const { setup, result } of runs) {
    const kinds = [...result.errorKinds.entries()].sort((a, b) => b[1] - a[1]);
    lines.push(kinds.length === 0 ? `- ${setup}: no errors` : `- ${setup}: ${kinds.map(([k, n]) => `${k} × ${int(n)}`).join('; ')}`);
  }
  return lines;
}

/** The embedded database's queue over one level (metrics scraped before and after: run.ts). */
export interface QueueWait {
  /** Queries (and transactions) that took a turn in the queue. */
  turns: number;
  seconds: number;
  /** Cumulative bucket counts over the level: upper bound in seconds → turns that waited at most that. */
  buckets: [number, number][];
}

/** The smallest bucket bound holding at least p % of the turns ("≤ x ms"). */
function waitPercentile(q: QueueWait, p: number): string {
  const want = (p / 100) * q.turns;
  for (const [le, n] of q.buckets) if (n >= want) return Number.isFinite(le) ? `≤ ${ms(le * 1000)}` : `> ${ms(q.buckets.at(-2)![0] * 1000)}`;
  return '–';
}

/** The event loop's delay over a level, in seconds (the instance's nodejs_eventloop_lag_* gauges). */
export interface EventLoopLag {
  p99: number;
  max: number;
}

export interface EmbeddedLevel {
  connections: number;
  run: Run;
  queue: QueueWait | null;
  lag: EventLoopLag;
}

export function embeddedTable(levels: EmbeddedLevel[]): string[] {
  const lines = [
    '| connections | req/s | p50 ms | p99 ms | errors | queue turns per request | mean wait per turn ms | p50 wait ms | p99 wait ms | queue wait per request ms | event-loop delay p99 / max ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { connections, run, queue, lag } of levels) {
    const t = figuresOf(totalOf(run.result), run.result.seconds);
    // Scraped right before and after the measured seconds: the turns of those requests (and of one scrape).
    const requests = t.requests || 1;
    const q = queue
      ? `${(queue.turns / requests).toFixed(1)} | ${ms((queue.seconds / Math.max(1, queue.turns)) * 1000)} | ${waitPercentile(queue, 50)} | ${waitPercentile(queue, 99)} | ${ms((queue.seconds / requests) * 1000)}`
      : '– | – | – | – | –';
    lines.push(`| ${connections} | ${int(t.rps)} | ${ms(t.p50)} | ${ms(t.p99)} | ${int(t.errors)} | ${q} | ${ms(lag.p99 * 1000)} / ${ms(lag.max * 1000)} |`);
  }
  return lines;
}
