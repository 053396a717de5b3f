import { describe, expect, it } from 'vitest';
import { cpuBetween, readingOf, type ProcStat } from './cpu';

const stat = (pid: number, comm: string, group: number, cpuMs: number): ProcStat => ({ pid, comm, group, cpuMs });

describe("bench:cluster's CPU readings", () => {
  const instanceGroups = [100, 200];
  const nginxGroup = 300;

  it('puts each process in its part: the instances by group, nginx by group, PostgreSQL by name, nothing else', () => {
    const reading = readingOf([stat(101, 'node', 100, 5), stat(201, 'node', 200, 6), stat(301, 'nginx', 300, 7), stat(400, 'postgres', 400, 8), stat(500, 'redis-server', 500, 9)], instanceGroups, nginxGroup, 10);
    expect([...reading.processes]).toEqual([
      [101, { part: 'instances', cpuMs: 5 }],
      [201, { part: 'instances', cpuMs: 6 }],
      [301, { part: 'nginx', cpuMs: 7 }],
      [400, { part: 'postgres', cpuMs: 8 }],
    ]);
    expect(reading.loadGenerator).toBe(10);
  });

  it('counts what each process spent in the window: a process that ended takes nothing off, one that started counts from zero', () => {
    const before = readingOf([stat(101, 'node', 100, 1_000), stat(400, 'postgres', 1, 500), stat(401, 'postgres', 1, 9_000), stat(301, 'nginx', 300, 50)], instanceGroups, nginxGroup, 200);
    // 401 (an idle pool connection with 9 s of earlier work) closed; 402 opened and worked 30 ms.
    const after = readingOf([stat(101, 'node', 100, 1_400), stat(400, 'postgres', 1, 560), stat(402, 'postgres', 1, 30), stat(301, 'nginx', 300, 70)], instanceGroups, nginxGroup, 260);
    expect(cpuBetween(before, after)).toEqual({ instances: 400, postgres: 90, nginx: 20, loadGenerator: 60 });
  });
});
