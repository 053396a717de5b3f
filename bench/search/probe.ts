/**
 * How fast this shared machine is right now, so runs taken at different times can be compared: the same
 * CPU-bound work in PostgreSQL and in Node, each timed as the median of a few tries. Higher probe figures
 * mean slower queries for reasons outside the code.
 */
export interface MachineProbe {
  /** `SELECT sum(g) FROM generate_series(1, 2000000) g` on one connection, ms. */
  postgresMs: number;
  /** A fixed integer loop on the main thread, ms. */
  nodeMs: number;
}

const TRIES = 5;

export async function probeMachine(query: (text: string) => Promise<unknown>): Promise<MachineProbe> {
  const pgTimes: number[] = [];
  const nodeTimes: number[] = [];
  for (let i = 0; i < TRIES; i++) {
    pgTimes.push(await timed(() => query('SELECT sum(g) FROM generate_series(1, 2000000) g')));
    nodeTimes.push(await timed(async () => void spin(20_000_000)));
  }
  return { postgresMs: median(pgTimes), nodeMs: median(nodeTimes) };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

/** Integer work the JIT cannot skip: the result is returned and used. */
function spin(n: number): number {
  let x = 0;
  for (let i = 0; i < n; i++) x = (x * 31 + i) | 0;
  return x;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
