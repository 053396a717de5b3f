import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLimiter } from './attempt-limiter';

describe('memory attempt limiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts hits per key and resets one key without touching others', async () => {
    const limiter = createMemoryLimiter(60_000);
    expect(await limiter.count('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(1);
    expect(await limiter.hit('a')).toBe(2);
    expect(await limiter.hit('b')).toBe(1);
    expect(await limiter.count('a')).toBe(2);
    await limiter.reset('a');
    expect(await limiter.count('a')).toBe(0);
    expect(await limiter.count('b')).toBe(1);
  });

  it('forgets the count when the window, started by the first hit, has passed', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const limiter = createMemoryLimiter(10_000);
    await limiter.hit('k');
    vi.advanceTimersByTime(6_000);
    await limiter.hit('k');
    expect(await limiter.count('k')).toBe(2);
    // The window is fixed from the first hit: later hits do not extend it.
    vi.advanceTimersByTime(3_999);
    expect(await limiter.count('k')).toBe(2);
    vi.advanceTimersByTime(1);
    expect(await limiter.count('k')).toBe(0);
    expect(await limiter.hit('k')).toBe(1);
  });

  it('drops expired entries when many keys pile up', async () => {
    vi.useFakeTimers();
    const limiter = createMemoryLimiter(1_000);
    for (let i = 0; i <= 100_000; i++) await limiter.hit(`spray-${i}`);
    vi.advanceTimersByTime(1_001);
    await limiter.hit('fresh');
    expect(await limiter.count('spray-1')).toBe(0);
    expect(await limiter.count('fresh')).toBe(1);
  });
});
