// autocannon ships no types; only what the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { path?: string; method?: string }[];
    workers?: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
