import { describe, expect, it } from 'vitest';
import { availableUntilOf, isCalendarDay, normalizeSeasons, seasonHorizon, seasonTimeProblem, type SeasonContext } from './service-facts';
import { formatServiceFacts, type ServiceFactsSource } from './service-facts.format';
import { durationFormValue, serviceFactsJsonShapeFor } from './service-facts.schemas';
import { serviceFormSchemaFor, serviceMultipartFieldsSchemaFor } from './partner-service.schemas';
import { partnerServiceTexts as t } from './partner-service.texts';
import { z } from 'zod';

const today = '2026-05-10';
const ctx: SeasonContext = { today, kept: [] };

describe('season calendar rules', () => {
  it('knows a calendar day from a lookalike', () => {
    for (const d of ['2026-02-28', '2028-02-29', '2000-01-01']) expect(isCalendarDay(d), d).toBe(true);
    for (const d of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-4-1', '26-04-01', '2026-04-01T00:00', '', ' 2026-04-01']) expect(isCalendarDay(d), d).toBe(false);
  });

  it('sorts and joins overlapping and touching ranges, and keeps apart ones apart', () => {
    expect(
      normalizeSeasons([
        { from: '2026-09-01', until: '2026-09-30' },
        { from: '2026-06-01', until: '2026-06-10' },
        { from: '2026-06-11', until: '2026-06-20' },
        { from: '2026-06-15', until: '2026-06-18' },
        { from: '2026-08-01', until: '2026-09-05' },
        { from: '2026-06-22', until: '2026-06-22' },
      ]),
    ).toEqual([
      { from: '2026-06-01', until: '2026-06-20' },
      { from: '2026-06-22', until: '2026-06-22' },
      { from: '2026-08-01', until: '2026-09-30' },
    ]);
    // Joined across the end of a month and of a year.
    expect(normalizeSeasons([{ from: '2027-01-01', until: '2027-01-31' }, { from: '2026-11-01', until: '2026-12-31' }])).toEqual([{ from: '2026-11-01', until: '2027-01-31' }]);
    expect(normalizeSeasons([])).toEqual([]);
  });

  it('gives available_until as the last day of the last season, null for all year', () => {
    expect(availableUntilOf([])).toBeNull();
    expect(availableUntilOf([{ from: '2026-06-01', until: '2026-10-31' }, { from: '2026-01-01', until: '2026-02-01' }])).toBe('2026-10-31');
  });

  it('refuses a range past the horizon and an ended one the service did not have, with a day of grace', () => {
    expect(seasonHorizon(today)).toBe('2029-05-10');
    expect(seasonHorizon('2028-02-29')).toBe('2031-03-01');
    expect(seasonTimeProblem({ from: '2029-01-01', until: '2029-05-10' }, ctx)).toBeNull();
    expect(seasonTimeProblem({ from: '2029-01-01', until: '2029-05-11' }, ctx)).toBe('beyondHorizon');
    expect(seasonTimeProblem({ from: '2026-01-01', until: '2026-05-09' }, ctx)).toBeNull();
    expect(seasonTimeProblem({ from: '2026-01-01', until: '2026-05-08' }, ctx)).toBe('ended');
    // Begun in the past, still running: a season like any other.
    expect(seasonTimeProblem({ from: '2025-11-01', until: '2026-06-30' }, ctx)).toBeNull();
    // An ended range the service already had (or part of one) is kept as it is.
    const kept = [{ from: '2025-06-01', until: '2025-10-31' }];
    expect(seasonTimeProblem({ from: '2025-06-01', until: '2025-10-31' }, { today, kept })).toBeNull();
    expect(seasonTimeProblem({ from: '2025-07-01', until: '2025-08-31' }, { today, kept })).toBeNull();
    expect(seasonTimeProblem({ from: '2025-05-01', until: '2025-10-31' }, { today, kept })).toBe('ended');
  });
});

describe('the multipart fields', () => {
  const base = { name: 'Dhow', type: 'activity', description: 'Sail.', country: 'TZ' };
  const parse = (f: Record<string, string>, c: SeasonContext = ctx) => serviceMultipartFieldsSchemaFor(c).safeParse({ ...base, ...f });
  const errorsOf = (f: Record<string, string>, c = ctx) => {
    const r = parse(f, c);
    expect(r.success).toBe(false);
    return r.error!.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('reads missing or empty facts as not said', () => {
    const empty: Record<string, string>[] = [{}, { duration_hours: '', group_size_min: ' ', group_size_max: '', availability: '' }];
    for (const f of empty) {
      expect(parse(f).data).toMatchObject({ duration_hours: null, group_size_min: null, group_size_max: null, availability: [] });
    }
  });

  it('takes whole hours from 1 to 8760, and group sizes from 1 to 1000 in order', () => {
    expect(parse({ duration_hours: '1', group_size_min: '1', group_size_max: '1' }).data).toMatchObject({ duration_hours: 1, group_size_min: 1, group_size_max: 1 });
    expect(parse({ duration_hours: '8760', group_size_min: '2', group_size_max: '1000' }).data).toMatchObject({ duration_hours: 8760, group_size_min: 2, group_size_max: 1000 });
    expect(errorsOf({ duration_hours: '0' })).toEqual([['duration_hours', t.durationMin]]);
    expect(errorsOf({ duration_hours: '8761' })).toEqual([['duration_hours', t.durationTooLongHours]]);
    for (const v of ['1.5', '1e3', 'two', '0x10']) expect(errorsOf({ duration_hours: v }), v).toEqual([['duration_hours', t.durationWhole]]);
    expect(errorsOf({ duration_hours: '-3' })).toEqual([['duration_hours', t.durationMin]]);
    expect(errorsOf({ group_size_min: '0', group_size_max: '4' })).toEqual([['group_size_min', t.groupSizeInvalid]]);
    expect(errorsOf({ group_size_min: '2', group_size_max: '1001' })).toEqual([['group_size_max', t.groupSizeInvalid]]);
    expect(errorsOf({ group_size_min: '9', group_size_max: '8' })).toEqual([['group_size_max', t.groupSizeOrder]]);
    expect(errorsOf({ group_size_min: '2' })).toEqual([['group_size_max', t.groupSizeBoth]]);
    expect(errorsOf({ group_size_max: '2' })).toEqual([['group_size_min', t.groupSizeBoth]]);
  });

  it('reads the season as JSON, stores it sorted and joined, and names the range at fault', () => {
    const seasons = [
      { from: '2026-09-01', until: '2026-10-31' },
      { from: '2026-06-01', until: '2026-09-01' },
    ];
    expect(parse({ availability: JSON.stringify(seasons) }).data?.availability).toEqual([{ from: '2026-06-01', until: '2026-10-31' }]);
    expect(errorsOf({ availability: '[{"from":"2026-06-01"' })).toEqual([['availability', t.seasonsUnreadable]]);
    expect(errorsOf({ availability: '{}' })).toEqual([['availability', t.seasonsUnreadable]]);
    expect(errorsOf({ availability: '[1]' })).toEqual([['availability', t.seasonNumbered(1, t.seasonsUnreadable)]]);
    expect(errorsOf({ availability: '['.repeat(5000) + ']'.repeat(5000) })).toEqual([['availability', t.seasonsUnreadable]]);
    expect(errorsOf({ availability: JSON.stringify([seasons[0], { from: '2026-02-30', until: '2026-03-01' }]) })).toEqual([
      ['availability', t.seasonNumbered(2, t.seasonDateInvalid)],
    ]);
    expect(errorsOf({ availability: JSON.stringify([{ from: '2026-07-01', until: '2026-06-30' }]) })).toEqual([['availability', t.seasonNumbered(1, t.seasonOrder)]]);
    expect(errorsOf({ availability: JSON.stringify([{ from: '1999-12-31', until: '2026-06-30' }]) })).toEqual([['availability', t.seasonNumbered(1, t.seasonDateInvalid)]]);
    expect(errorsOf({ availability: JSON.stringify([{ from: '', until: '2026-06-30' }]) })).toEqual([['availability', t.seasonNumbered(1, t.seasonDateRequired)]]);
    expect(errorsOf({ availability: JSON.stringify([{ until: '2026-06-30' }]) })).toEqual([['availability', t.seasonNumbered(1, t.seasonDateInvalid)]]);
    expect(errorsOf({ availability: JSON.stringify([{ from: '2026-01-01', until: '2026-02-01' }]) })).toEqual([['availability', t.seasonNumbered(1, t.seasonEnded)]]);
    expect(errorsOf({ availability: JSON.stringify([{ from: '2029-01-01', until: '2029-06-01' }]) })).toEqual([['availability', t.seasonNumbered(1, t.seasonTooFar)]]);
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ from: `2026-${String(i % 12 + 1).padStart(2, '0')}-20`, until: `2026-${String(i % 12 + 1).padStart(2, '0')}-21` }));
    expect(errorsOf({ availability: JSON.stringify(thirteen) })).toEqual([['availability', t.seasonsTooMany]]);
    // An ended season the service already has is kept, so an old service can be saved as it is.
    const old = [{ from: '2025-06-01', until: '2025-10-31' }];
    expect(parse({ availability: JSON.stringify(old) }, { today, kept: old }).data?.availability).toEqual(old);
  });
});

describe('the web form schema', () => {
  const base = { name: 'Dhow', type: 'activity' as const, description: 'Sail.', country: 'TZ', is_active: true, group_size_min: '', group_size_max: '', availability: [] as { from: string; until: string }[] };
  it('converts a length in days to hours, and checks it in its unit', () => {
    const schema = serviceFormSchemaFor(ctx);
    expect(schema.parse({ ...base, duration_amount: '3', duration_unit: 'days' }).duration_hours).toBe(72);
    expect(schema.parse({ ...base, duration_amount: '5', duration_unit: 'hours' }).duration_hours).toBe(5);
    expect(schema.parse({ ...base, duration_amount: '', duration_unit: 'days' }).duration_hours).toBeNull();
    expect(schema.parse({ ...base, duration_amount: '365', duration_unit: 'days' }).duration_hours).toBe(8760);
    const issues = (v: object) => schema.safeParse({ ...base, ...v }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ duration_amount: '366', duration_unit: 'days' })).toEqual([['duration_amount', t.durationTooLongDays]]);
    expect(issues({ duration_amount: '8761', duration_unit: 'hours' })).toEqual([['duration_amount', t.durationTooLongHours]]);
    expect(issues({ duration_amount: '0', duration_unit: 'days' })).toEqual([['duration_amount', t.durationMin]]);
    expect(issues({ duration_amount: '2', duration_unit: 'days', availability: [{ from: '2026-07-01', until: '2026-06-01' }] })).toEqual([['availability.0.until', t.seasonOrder]]);
  });

  it('gives the length back in days when whole, else in hours', () => {
    expect(durationFormValue(72)).toEqual({ duration_amount: '3', duration_unit: 'days' });
    expect(durationFormValue(36)).toEqual({ duration_amount: '36', duration_unit: 'hours' });
    expect(durationFormValue(null)).toEqual({ duration_amount: '', duration_unit: 'hours' });
  });
});

describe('the JSON shape (an admin edit)', () => {
  it('takes numbers and the list, with the same bounds', () => {
    const schema = z.object(serviceFactsJsonShapeFor(ctx));
    expect(schema.parse({ duration_hours: 2, group_size_min: 1, group_size_max: 6, availability: [] })).toEqual({ duration_hours: 2, group_size_min: 1, group_size_max: 6, availability: [] });
    for (const v of [0, 8761, 1.5, '2']) expect(schema.safeParse({ duration_hours: v, group_size_min: null, group_size_max: null, availability: [] }).success, String(v)).toBe(false);
  });
});

describe('formatServiceFacts', () => {
  const s = (o: Partial<ServiceFactsSource>): ServiceFactsSource => ({ type: 'tour', duration_hours: null, group_size_min: null, group_size_max: null, availability: [], ...o });
  it('says nothing when nothing is said', () => {
    expect(formatServiceFacts(s({}), today)).toBe('');
  });
  it('writes the length in hours or whole days (nights for a stay)', () => {
    expect(formatServiceFacts(s({ duration_hours: 1 }), today)).toBe('1 hour');
    expect(formatServiceFacts(s({ duration_hours: 2 }), today)).toBe('2 hours');
    expect(formatServiceFacts(s({ duration_hours: 36 }), today)).toBe('36 hours');
    expect(formatServiceFacts(s({ duration_hours: 24 }), today)).toBe('1 day');
    expect(formatServiceFacts(s({ duration_hours: 72 }), today)).toBe('3 days');
    expect(formatServiceFacts(s({ type: 'accommodation', duration_hours: 24 }), today)).toBe('1 night');
  });
  it('writes the group size as a range, or one number when fixed', () => {
    expect(formatServiceFacts(s({ group_size_min: 2, group_size_max: 8 }), today)).toBe('2–8 people');
    expect(formatServiceFacts(s({ group_size_min: 4, group_size_max: 4 }), today)).toBe('4 people');
    expect(formatServiceFacts(s({ group_size_min: 1, group_size_max: 1 }), today)).toBe('1 person');
  });
  it('writes the first season not ended, its year, and how many follow', () => {
    const availability = [
      { from: '2025-06-01', until: '2025-10-31' },
      { from: '2026-06-01', until: '2026-10-31' },
      { from: '2026-12-15', until: '2027-01-15' },
    ];
    expect(formatServiceFacts(s({ duration_hours: 72, group_size_min: 2, group_size_max: 8, availability }), today)).toBe('3 days · 2–8 people · 1 Jun – 31 Oct 2026 +1 more');
    expect(formatServiceFacts(s({ availability }), '2026-11-01')).toBe('15 Dec 2026 – 15 Jan 2027');
    // All ended: the last, whose year says so.
    expect(formatServiceFacts(s({ availability }), '2027-02-01')).toBe('15 Dec 2026 – 15 Jan 2027');
  });
});
