/**
 * CPU time spent by each part of the bench during the measured seconds, read from /proc (Linux): the
 * instances' process groups, nginx's, every PostgreSQL process, and the load generator itself. Divided by the
 * requests answered, it gives milliseconds of CPU per request: which part to make cheaper. The load generator
 * does the same work per request in every run, so its figure also shows how fast the machine was that run (on
 * this shared machine it moved by half between runs of the same code, as req/s did).
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux build the bench runs on.

interface ProcStat {
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
    out.push({ comm: text.slice(text.indexOf('(') + 1, close), group: Number(fields[2]), cpuMs: ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000 });
  }
  return out;
}

export interface CpuParts {
  instances: number;
  postgres: number;
  nginx: number;
  loadGenerator: number;
}

/** Cumulative CPU milliseconds of each part now; two readings' difference is what the part spent between them. */
export function readCpu(instanceGroups: number[], nginxGroup: number): CpuParts {
  const stats = procStats();
  const sum = (keep: (s: ProcStat) => boolean) => stats.filter(keep).reduce((n, s) => n + s.cpuMs, 0);
  const own = process.cpuUsage();
  return {
    instances: sum((s) => instanceGroups.includes(s.group)),
    postgres: sum((s) => s.comm === 'postgres'),
    nginx: sum((s) => s.group === nginxGroup),
    loadGenerator: (own.user + own.system) / 1000,
  };
}

export function cpuBetween(before: CpuParts, after: CpuParts): CpuParts {
  return {
    instances: after.instances - before.instances,
    postgres: after.postgres - before.postgres,
    nginx: after.nginx - before.nginx,
    loadGenerator: after.loadGenerator - before.loadGenerator,
  };
}
