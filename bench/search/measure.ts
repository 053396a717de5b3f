import autocannon from 'autocannon';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Unmeasured load before each measured run: the JIT compiles the hot paths (the app's own code takes a
 * couple of seconds at full load; a driver loop's far less) and pools open their connections, so every
 * side is measured warm.
 */
export const WARM_UP_SECONDS = 2;

/** The endpoint under autocannon; autocannon runs in a worker thread so it does not steal the server's event loop. */
export async function measureEndpoint(url: string, connections: number, seconds: number): Promise<Figures> {
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, workers: 1 });
  const r = await autocannon({ url, connections, duration: seconds, workers: 1 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

/** One request's statements replayed straight through the driver by `connections` concurrent loops. */
export async function measureRaw(run: () => Promise<void>, connections: number, seconds: number): Promise<Figures> {
  await loadFor(run, connections, WARM_UP_SECONDS);
  return loadFor(run, connections, seconds);
}

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
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}
