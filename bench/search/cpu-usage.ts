import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where one request's CPU time goes, read from /proc (Linux; elsewhere there is nothing to read and the
 * bench leaves these figures out). The machine is shared by the server, the load generator and
 * PostgreSQL, so a side's throughput is about the machine's cores over the CPU time one request costs
 * all of them together: these figures say which part of the endpoint's cost the driver loop never pays.
 */
export interface CpuSample {
  /** This process's main thread: the app server, the driver loop and the bare HTTP server all run on it. */
  mainMs: number;
  /** This process's other threads, ended ones included: autocannon's worker, and V8's and libuv's helpers (garbage collection). */
  otherThreadsMs: number;
  /** Every process named postgres on the machine, ended backends included (the backends, and the background writer's few ticks). */
  postgresMs: number;
}

/** CPU microseconds per request of each part, between two samples. */
export interface CpuPerRequest {
  mainUs: number;
  otherThreadsUs: number;
  postgresUs: number;
}

export function sampleCpu(): CpuSample | null {
  const whole = readStat('/proc/self/stat');
  const main = readStat(`/proc/self/task/${process.pid}/stat`);
  if (!whole || !main) return null;
  let postgresMs = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || readOrEmpty(`/proc/${pid}/comm`).trim() !== 'postgres') continue;
    // A backend that has ended is counted in the postmaster's children's times (only it has children).
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat) postgresMs += stat.ownMs + stat.childrenMs;
  }
  // The process's own times include its threads that have ended (autocannon's worker ends with each run).
  return { mainMs: main.ownMs, otherThreadsMs: whole.ownMs - main.ownMs, postgresMs };
}

export function cpuPerRequest(before: CpuSample | null, after: CpuSample | null, requests: number): CpuPerRequest | null {
  if (!before || !after || requests <= 0) return null;
  const us = (a: number, b: number) => ((b - a) * 1000) / requests;
  return {
    mainUs: us(before.mainMs, after.mainMs),
    otherThreadsUs: us(before.otherThreadsMs, after.otherThreadsMs),
    postgresUs: us(before.postgresMs, after.postgresMs),
  };
}

/** Clock ticks per second of /proc's utime and stime: 100 on every Linux build the bench runs on. */
const TICKS_PER_SECOND = 100;

/**
 * utime + stime (own) and cutime + cstime (of reaped children) of one /proc stat file, in ms; null when
 * the thread or process has ended meanwhile.
 */
function readStat(file: string): { ownMs: number; childrenMs: number } | null {
  const stat = readOrEmpty(file);
  if (!stat) return null;
  // The command name (2nd field) is in parentheses and may hold spaces: fields are counted after it.
  const [utime, stime, cutime, cstime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 15)
    .map((f) => (Number(f) * 1000) / TICKS_PER_SECOND);
  if ([utime, stime, cutime, cstime].some((n) => n === undefined || !Number.isFinite(n))) return null;
  return { ownMs: utime! + stime!, childrenMs: cutime! + cstime! };
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
