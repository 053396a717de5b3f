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
  /**
   * The issue's own yardstick: a naive ranked full-text search over the common word (rank every match,
   * sort, count), which the issue measured at 530-590 ms for 1,000,000 services on its machine. Against
   * it, this run's figures can be read as if taken on that machine.
   */
  naiveSearchMs: number;
}

const TRIES = 5;

const NAIVE_TRIES = 3;

/** `commonWord` is a plain word (the bench's own), written into the statement as it is. */
export async function probeMachine(query: (text: string) => Promise<unknown>, commonWord: string): Promise<MachineProbe> {
  const pgTimes: number[] = [];
  const nodeTimes: number[] = [];
  for (let i = 0; i < TRIES; i++) {
    pgTimes.push(await timed(() => query('SELECT sum(g) FROM generate_series(1, 2000000) g')));
    nodeTimes.push(await timed(async () => void spin(20_000_000)));
  }
  if (!/^[a-z]+$/.test(commonWord)) throw new Error(`not a plain word: ${commonWord}`);
  const naive = `SELECT id, ts_rank(search_vector, q) AS rank, count(*) OVER () AS total
    FROM services, websearch_to_tsquery('english', '${commonWord}') q
    WHERE listed AND search_vector @@ q ORDER BY rank DESC, id DESC LIMIT 12`;
  await query(naive); // warms the table's pages like the measured kinds' warm-up does
  const naiveTimes: number[] = [];
  for (let i = 0; i < NAIVE_TRIES; i++) naiveTimes.push(await timed(() => query(naive)));
  return { postgresMs: median(pgTimes), nodeMs: median(nodeTimes), naiveSearchMs: median(naiveTimes) };
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
