import { describe, expect, it } from 'vitest';
import { AdjustableClock, systemClock } from './clock';

describe('clock', () => {
  it('the system clock is the real time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('an adjustable clock moves to a point, keeps ticking from it, and goes back to the real time', () => {
    const clock = new AdjustableClock();
    const at = new Date('2031-03-04T05:06:07Z');
    clock.set(at);
    const moved = clock.now().getTime();
    expect(moved).toBeGreaterThanOrEqual(at.getTime());
    expect(moved - at.getTime()).toBeLessThan(1_000);
    clock.set(null);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
