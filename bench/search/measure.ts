import autocannon from 'autocannon';
import { cpuPerRequest, sampleCpu, type CpuPerRequest } from './cpu-usage';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time one request cost each part of the machine (cpu-usage.ts); null where /proc cannot tell. */
  cpu: CpuPerRequest | null;
}

/**
 * Unmeasured load before the measured rounds of each side: the JIT compiles the hot paths (the app's own
 * code takes a couple of seconds at full load; a driver loop's far less) and pools open their
 * connections, so every side is measured warm.
 */
export const WARM_UP_SECONDS = 2;

/** The endpoint under autocannon; autocannon runs in a worker thread so it does not steal the server's event loop. */
export async function measureEndpoint(url: string, connections: number, seconds: number): Promise<Figures> {
  const before = sampleCpu();
  const r = await autocannon({ url, connections, duration: seconds, workers: 1 });
  const cpu = cpuPerRequest(before, sampleCpu(), r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, cpu };
}

/** One request's statements replayed straight through the driver by `connections` concurrent loops. */
export function measureRaw(run: () => Promise<void>, connections: number, seconds: number): Promise<Figures> {
  return loadFor(run, connections, seconds);
}

/**
 * Each side measured in `rounds` short runs taken in turn (endpoint, driver, bare HTTP, endpoint, …) after
 * one warm-up each, reported as the median of each figure: a burst of other work on this shared machine
 * then moves one round of every side, not a whole side, and ratios compare like with like.
 */
export async function measureInTurn(sides: (() => Promise<Figures>)[], warmUps: (() => Promise<unknown>)[], rounds: number): Promise<Figures[]> {
  for (const warmUp of warmUps) await warmUp();
  const runs: Figures[][] = sides.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, side] of sides.entries()) runs[i]!.push(await side());
  }
  return runs.map(medianFigures);
}

function medianFigures(runs: Figures[]): Figures {
  const median = <T>(items: T[], pick: (item: T) => number) => middle(items.map(pick));
  const cpus = runs.flatMap((f) => (f.cpu ? [f.cpu] : []));
  return {
    rps: median(runs, (f) => f.rps),
    p50: median(runs, (f) => f.p50),
    p99: median(runs, (f) => f.p99),
    errors: runs.reduce((n, f) => n + f.errors, 0),
    cpu:
      cpus.length === runs.length
        ? { mainUs: median(cpus, (c) => c.mainUs), otherThreadsUs: median(cpus, (c) => c.otherThreadsUs), postgresUs: median(cpus, (c) => c.postgresUs) }
        : null,
  };
}

const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function loadFor(run: () => Promise<void>, connections: number, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await run();
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  const before = sampleCpu();
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuPerRequest(before, sampleCpu(), latencies.length);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors, cpu };
}
