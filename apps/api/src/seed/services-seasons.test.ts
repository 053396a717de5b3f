import { describe, expect, it } from 'vitest';
import { addDays, seasonsSchemaFor, utcDay } from '@mt/shared';
import { DEMO_SERVICES, yearlySeasons } from './services';

describe('demo seasons (issue 22)', () => {
  it('give, on any day of the year, a season running or to come, within the partner form’s rules', () => {
    const seasonal = DEMO_SERVICES.filter((s) => s.season);
    expect(seasonal.length).toBeGreaterThan(0);
    // Every day of a leap year and the next, so windows across New Year and 29 February are met.
    for (let d = 0; d < 731; d++) {
      const today = addDays('2028-01-01', d);
      const now = new Date(`${today}T12:00:00Z`);
      for (const s of seasonal) {
        const ranges = yearlySeasons(now, s.season);
        expect(ranges.length, `${s.key} ${today}`).toBeGreaterThanOrEqual(2);
        expect(ranges[0]!.until >= utcDay(now), `${s.key} ${today}`).toBe(true);
        expect(seasonsSchemaFor({ today, kept: [] }).safeParse(ranges), `${s.key} ${today}`).toMatchObject({ success: true, data: ranges });
      }
    }
  });

  it('are none for a service that runs all year', () => {
    expect(yearlySeasons(new Date(), undefined)).toEqual([]);
  });
});
