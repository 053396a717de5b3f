/**
 * A closed-loop load of N connections (node:http, one keep-alive socket each): every connection sends its next
 * request as soon as the last one answered, for a warm-up that is not counted, then for the measured seconds.
 * Each connection is a client of its own, from its own loopback address (127.1.x.y: Linux answers the whole
 * 127/8), as people behind nginx would be. A request counts as an error when its status is not the expected
 * one, or when it fails (reset, timeout); the kinds are kept for the report.
 */
import http from 'node:http';

export type RequestClass = 'public' | 'signed-in' | 'write';

export interface BenchRequest {
  cls: RequestClass;
  /** What the request is, for the error kinds (e.g. 'GET /api/trips'). */
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
  expect: number;
  /** Told the status once the answer is in (the mix keeps per-user state: likes, budgets). */
  done?(status: number): void;
}

export interface Series {
  requests: number;
  errors: number;
  /** Milliseconds, one per request (errors included). */
  latencies: number[];
}

export interface LoadResult {
  connections: number;
  seconds: number;
  byClass: Map<RequestClass, Series>;
  byName: Map<string, Series>;
  /** 'POST /api/stories/:id/comments 429' or '... ECONNRESET', with counts. */
  errorKinds: Map<string, number>;
}

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  next(connection: number): BenchRequest;
  /** Stops early (Ctrl-C). */
  signal?: AbortSignal;
  /** Told when the measured seconds start and end (the CPU readings, cpu.ts). */
  onWindow?(edge: 'start' | 'end'): void;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** A loopback address per client: 127.1.0.1, 127.1.0.2, ... (the `base` second octet keeps sets apart). */
export const clientAddress = (i: number, base = 1) => `127.${base}.${Math.floor(i / 250)}.${1 + (i % 250)}`;

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const url = new URL(opts.baseUrl);
  const byClass = new Map<RequestClass, Series>();
  const byName = new Map<string, Series>();
  const errorKinds = new Map<string, number>();
  const series = <K>(map: Map<K, Series>, key: K) => {
    let s = map.get(key);
    if (!s) map.set(key, (s = { requests: 0, errors: 0, latencies: [] }));
    return s;
  };
  const started = performance.now();
  const measureFrom = started + opts.warmupSeconds * 1000;
  const stopAt = measureFrom + opts.seconds * 1000;
  let measuredEnd = measureFrom;
  const edges = opts.onWindow
    ? [setTimeout(() => opts.onWindow!('start'), measureFrom - started), setTimeout(() => opts.onWindow!('end'), stopAt - started)]
    : [];

  const record = (req: BenchRequest, sentAt: number, outcome: number | string) => {
    const now = performance.now();
    if (sentAt < measureFrom || now > stopAt) return;
    measuredEnd = Math.max(measuredEnd, now);
    const ms = now - sentAt;
    const failed = outcome !== req.expect;
    for (const s of [series(byClass, req.cls), series(byName, req.name)]) {
      s.requests++;
      s.latencies.push(ms);
      if (failed) s.errors++;
    }
    if (failed) {
      const kind = `${req.name} ${outcome}`;
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    }
  };

  const worker = async (i: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: clientAddress(i) });
    try {
      while (performance.now() < stopAt && !opts.signal?.aborted) {
        const req = opts.next(i);
        const sentAt = performance.now();
        const outcome = await send(agent, url, req);
        if (typeof outcome === 'number') req.done?.(outcome);
        record(req, sentAt, outcome);
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, (_, i) => worker(i)));
  for (const timer of edges) clearTimeout(timer);
  return { connections: opts.connections, seconds: Math.max(0.001, (Math.min(measuredEnd, stopAt) - measureFrom) / 1000), byClass, byName, errorKinds };
}

/** The status, or the error's code when there is none (the body is read and dropped: the socket is reused). */
function send(agent: http.Agent, base: URL, req: BenchRequest): Promise<number | string> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(req.body);
    }
    const r = http.request({ agent, hostname: base.hostname, port: base.port, method: req.method, path: req.path, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 'no status'));
      res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    r.setTimeout(REQUEST_TIMEOUT_MS, () => r.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    r.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    r.end(req.body);
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
