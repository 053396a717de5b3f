import { describe, expect, it } from 'vitest';
import type { LoadResult, RequestClass, Series } from './load';
import { cpuTable, mainTable, mergedRounds, roundsTable, type Run } from './table';

const series = (latencies: number[], errors = 0): Series => ({ requests: latencies.length, errors, latencies });

function round(setup: string, seconds: number, latencies: Partial<Record<RequestClass, number[]>>, cpu?: Run['cpu'], errorKinds: [string, number][] = []): Run {
  const byClass = new Map(Object.entries(latencies).map(([cls, l]) => [cls as RequestClass, series(l)]));
  const result: LoadResult = {
    connections: 50,
    seconds,
    byClass,
    byName: new Map([...byClass].map(([cls, s]) => [`GET /${cls}`, s])),
    errorKinds: new Map(errorKinds),
  };
  return { setup, result, cpu };
}

describe("bench:cluster's rounds (BENCH_ROUNDS)", () => {
  const rounds = [
    round('1 instance', 30, { public: [10, 10, 10], write: [40] }, { instances: 100, postgres: 40, nginx: 20, loadGenerator: 20 }),
    round('2 instances', 30, { public: [12, 12] }, { instances: 90, postgres: 30, nginx: 10, loadGenerator: 10 }, [['GET /x 502', 1]]),
    round('1 instance', 30, { public: [20], write: [60, 80] }, { instances: 60, postgres: 20, nginx: 10, loadGenerator: 10 }, [['GET /y 500', 2]]),
    round('2 instances', 30, { public: [14, 14, 14, 14] }),
  ];

  it("each setup's rounds count as one run: seconds, requests, latencies and error kinds together, setups in the order they first ran", () => {
    const merged = mergedRounds(rounds);
    expect(merged.map((r) => r.setup)).toEqual(['1 instance', '2 instances']);
    const [one, two] = merged;
    expect(one!.result.seconds).toBe(60);
    expect(one!.result.byClass.get('public')!.latencies).toEqual([10, 10, 10, 20]);
    expect(one!.result.byClass.get('write')!.requests).toBe(3);
    expect(one!.result.byName.get('GET /write')!.latencies).toEqual([40, 60, 80]);
    expect([...one!.result.errorKinds]).toEqual([['GET /y 500', 2]]);
    expect(two!.result.byClass.get('public')!.requests).toBe(6);
    expect([...two!.result.errorKinds]).toEqual([['GET /x 502', 1]]);
    // Over 60 s: 7 requests of 1 instance; the table's p99 is over both rounds' latencies.
    expect(mainTable(merged).find((l) => l.startsWith('| 1 instance | **total**'))).toBe('| 1 instance | **total** | 7 | **0** | 20 | **80** | **0** |');
  });

  it("adds up each part's CPU, and leaves it out when a round could not read it", () => {
    const [one, two] = mergedRounds(rounds);
    expect(one!.cpu).toEqual({ instances: 160, postgres: 60, nginx: 30, loadGenerator: 30 });
    expect(two!.cpu).toBeUndefined();
    expect(cpuTable([one!])[2]).toBe('| 1 instance | 22.86 | 8.57 | 4.29 | 4.29 | 40.00 | 0.00 |');
  });

  it('does not change the rounds it was given', () => {
    mergedRounds(rounds);
    expect(rounds[0]!.result.seconds).toBe(30);
    expect(rounds[0]!.result.byClass.get('public')!.latencies).toEqual([10, 10, 10]);
    expect(rounds[0]!.cpu!.instances).toBe(100);
  });

  it('shows each round on its own with its number, gauge and CPU, in the order they ran', () => {
    expect(roundsTable(rounds).slice(2)).toEqual([
      '| 1 | 1 instance | 0 | 40 | 0 | 10.00 | 45.00 | 0.01 |',
      '| 1 | 2 instances | 0 | 12 | 0 | 10.00 | 70.00 | 0.00 |',
      '| 2 | 1 instance | 0 | 80 | 0 | 6.67 | 33.33 | 0.00 |',
      '| 2 | 2 instances | 0 | 14 | 0 | – | – | – |',
    ]);
  });
});
