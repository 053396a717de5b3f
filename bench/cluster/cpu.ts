/**
 * CPU time spent by each part of the bench during the measured seconds, read from /proc (Linux): the
 * instances' process groups, nginx's, every PostgreSQL process, and the load generator itself. Divided by the
 * requests answered, it gives milliseconds of CPU per request: which part to make cheaper. The load generator
 * does the same work per request in every run, so its figure also shows how fast the machine was that run (on
 * this shared machine it moved by half between runs of the same code, as req/s did).
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux build the bench runs on.

export interface ProcStat {
  pid: number;
  comm: string;
  group: number;
  cpuMs: number;
}

function procStats(): ProcStat[] {
  const out: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so split after the last ')'.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    out.push({
      pid: Number(entry),
      comm: text.slice(text.indexOf('(') + 1, close),
      group: Number(fields[2]),
      cpuMs: ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000,
    });
  }
  return out;
}

export interface CpuParts {
  instances: number;
  postgres: number;
  nginx: number;
  loadGenerator: number;
}

type ProcessPart = Exclude<keyof CpuParts, 'loadGenerator'>;

/** Each measured process's cumulative CPU milliseconds at one moment, by pid, and the load generator's own. */
export interface CpuReading {
  processes: Map<number, { part: ProcessPart; cpuMs: number }>;
  loadGenerator: number;
}

/** Which part each process belongs to, of those the bench measures. */
export function readingOf(stats: ProcStat[], instanceGroups: number[], nginxGroup: number, loadGeneratorMs: number): CpuReading {
  const processes = new Map<number, { part: ProcessPart; cpuMs: number }>();
  for (const s of stats) {
    const part: ProcessPart | null = instanceGroups.includes(s.group) ? 'instances' : s.group === nginxGroup ? 'nginx' : s.comm === 'postgres' ? 'postgres' : null;
    if (part) processes.set(s.pid, { part, cpuMs: s.cpuMs });
  }
  return { processes, loadGenerator: loadGeneratorMs };
}

export function readCpu(instanceGroups: number[], nginxGroup: number): CpuReading {
  const own = process.cpuUsage();
  return readingOf(procStats(), instanceGroups, nginxGroup, (own.user + own.system) / 1000);
}

/**
 * What each part spent between two readings, process by process. A process that started in between counts from
 * zero. One that ended in between counts nothing: the kernel's count went with it, and subtracting what it had
 * spent before the window (a pool's idle PostgreSQL connection closing, with all it did in earlier rounds)
 * took time off the part that the window never gave it.
 */
export function cpuBetween(before: CpuReading, after: CpuReading): CpuParts {
  const parts: CpuParts = { instances: 0, postgres: 0, nginx: 0, loadGenerator: after.loadGenerator - before.loadGenerator };
  for (const [pid, { part, cpuMs }] of after.processes) parts[part] += cpuMs - (before.processes.get(pid)?.cpuMs ?? 0);
  return parts;
}
