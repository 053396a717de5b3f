import { z } from 'zod';
import {
  SERVICE_DURATION_DAYS_MAX,
  SERVICE_DURATION_HOURS_MAX,
  SERVICE_GROUP_SIZE_MAX,
  SERVICE_SEASON_EARLIEST,
  SERVICE_SEASONS_JSON_MAX,
  SERVICE_SEASONS_MAX,
  isCalendarDay,
  normalizeSeasons,
  seasonTimeProblem,
  type SeasonContext,
  type SeasonRange,
} from './service-facts';
import { partnerServiceTexts as t } from './partner-service.texts';

// The rules of docs/decisions/0036-service-facts.md, in the three shapes that carry them: the partner's
// multipart form (text), the web form (a length with a unit, a list of ranges) and JSON (numbers, for the
// admin's edit). Each ends in the same values: whole hours, a group size pair, normalized seasons.

const seasonDay = z
  .string({ error: t.seasonDateInvalid })
  .min(1, t.seasonDateRequired)
  .refine((s) => s === '' || (isCalendarDay(s) && s >= SERVICE_SEASON_EARLIEST), t.seasonDateInvalid);

/** One range: real days from 2000 on, `until` not before `from`. */
export const seasonRangeSchema = z
  .object({ from: seasonDay, until: seasonDay }, { error: t.seasonsUnreadable })
  // Object rules run even when a field failed: compare only two real days.
  .refine((r) => !(typeof r.from === 'string' && typeof r.until === 'string' && isCalendarDay(r.from) && isCalendarDay(r.until)) || r.from <= r.until, {
    path: ['until'],
    message: t.seasonOrder,
  });

/**
 * A service's seasons: at most 12 ranges, none ended unless the service already had it, none past the
 * horizon; answered sorted, with overlapping and touching ranges joined. An issue's path is the range's
 * index in the list as given, then its field.
 */
export const seasonsSchemaFor = (ctx: SeasonContext) =>
  z
    .array(seasonRangeSchema, { error: t.seasonsUnreadable })
    .max(SERVICE_SEASONS_MAX, t.seasonsTooMany)
    .superRefine((ranges, c) => {
      ranges.forEach((r, i) => {
        if (!isCalendarDay(r.from) || !isCalendarDay(r.until)) return;
        const problem = seasonTimeProblem(r, ctx);
        if (problem) c.addIssue({ code: 'custom', path: [i, 'until'], message: problem === 'ended' ? t.seasonEnded : t.seasonTooFar });
      });
    })
    .transform(normalizeSeasons);

/** A whole number from text: empty is null ("not said"); `max` and its message are the field's. */
const wholeNumberText = (messages: { whole: string; min: string; max: string }, max: number) =>
  z
    .string({ error: messages.whole })
    .optional()
    .transform((raw, c) => {
      const v = (raw ?? '').trim();
      if (v === '') return null;
      if (!/^[+-]?\d+$/.test(v)) {
        c.addIssue({ code: 'custom', message: messages.whole });
        return z.NEVER;
      }
      const n = Number(v);
      if (n < 1) c.addIssue({ code: 'custom', message: messages.min });
      else if (n > max) c.addIssue({ code: 'custom', message: messages.max });
      return n;
    });

const groupSizeMessages = { whole: t.groupSizeInvalid, min: t.groupSizeInvalid, max: t.groupSizeInvalid };
/** A group size bound as a form or multipart sends it (text). */
export const groupSizeTextSchema = wholeNumberText(groupSizeMessages, SERVICE_GROUP_SIZE_MAX);
/** duration_hours as multipart text. */
export const durationHoursTextSchema = wholeNumberText(
  { whole: t.durationWhole, min: t.durationMin, max: t.durationTooLongHours },
  SERVICE_DURATION_HOURS_MAX,
);
/** The web form's length, in its unit; the unit's own maximum is checked with the unit (serviceFactsFormRules). */
export const durationAmountTextSchema = wholeNumberText(
  { whole: t.durationWhole, min: t.durationMin, max: t.durationTooLongHours },
  Number.MAX_SAFE_INTEGER,
);
export const DURATION_UNITS = ['hours', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/**
 * The multipart field `availability`: JSON text of the ranges (a form cannot nest). Empty or missing is []
 * (all year); unreadable JSON is refused under the field. Messages name the range ("Dates 2: ...").
 */
export const seasonsJsonTextSchemaFor = (ctx: SeasonContext) =>
  z
    .string({ error: t.seasonsUnreadable })
    .optional()
    .transform((raw, c): SeasonRange[] => {
      const text = (raw ?? '').trim();
      if (text === '') return [];
      let value: unknown;
      try {
        // Bounded before parsing: the longest real list is a fraction of this.
        if (text.length > SERVICE_SEASONS_JSON_MAX) throw new Error('too long');
        value = JSON.parse(text);
      } catch {
        c.addIssue({ code: 'custom', message: t.seasonsUnreadable });
        return z.NEVER;
      }
      const parsed = seasonsSchemaFor(ctx).safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        const index = issue.path[0];
        c.addIssue({ code: 'custom', message: typeof index === 'number' ? t.seasonNumbered(index + 1, issue.message) : issue.message });
      }
      return z.NEVER;
    });

type GroupSizes = { group_size_min?: number | null; group_size_max?: number | null };

/** Both bounds or neither, the smallest not above the largest: the message goes under the field to fix. */
export function checkGroupSizePair(v: GroupSizes, c: z.RefinementCtx): void {
  const lo = v.group_size_min ?? null;
  const hi = v.group_size_max ?? null;
  if ((lo === null) !== (hi === null)) c.addIssue({ code: 'custom', path: [lo === null ? 'group_size_min' : 'group_size_max'], message: t.groupSizeBoth });
  else if (lo !== null && hi !== null && lo > hi) c.addIssue({ code: 'custom', path: ['group_size_max'], message: t.groupSizeOrder });
}

/** The facts as multipart text fields (POST/PUT /api/services); check the pair with checkGroupSizePair. */
export const serviceFactsMultipartShapeFor = (ctx: SeasonContext) => ({
  duration_hours: durationHoursTextSchema,
  group_size_min: groupSizeTextSchema,
  group_size_max: groupSizeTextSchema,
  availability: seasonsJsonTextSchemaFor(ctx),
});

const jsonWhole = (max: number, message: string) => z.number({ error: message }).int(message).min(1, message).max(max, message).nullable();

/** The facts as JSON (an admin's edit): numbers or null, the ranges as a list; check the pair with checkGroupSizePair. */
export const serviceFactsJsonShapeFor = (ctx: SeasonContext) => ({
  duration_hours: jsonWhole(SERVICE_DURATION_HOURS_MAX, t.durationTooLongHours),
  group_size_min: jsonWhole(SERVICE_GROUP_SIZE_MAX, t.groupSizeInvalid),
  group_size_max: jsonWhole(SERVICE_GROUP_SIZE_MAX, t.groupSizeInvalid),
  availability: seasonsSchemaFor(ctx),
});

/**
 * The facts as the web form holds them (ServiceFactsFields): a length with its unit, the group bounds as
 * text and the ranges as date-input values. Compose with serviceFactsFormRules and toServiceFacts.
 */
export const serviceFactsFormShapeFor = (ctx: SeasonContext) => ({
  duration_amount: durationAmountTextSchema,
  duration_unit: z.enum(DURATION_UNITS, { error: t.durationUnitInvalid }),
  group_size_min: groupSizeTextSchema,
  group_size_max: groupSizeTextSchema,
  availability: seasonsSchemaFor(ctx),
});

type FormFacts = GroupSizes & { duration_amount?: number | null; duration_unit?: DurationUnit };

/** The form's object rules: the length within a year in its unit, and the group size pair. */
export function serviceFactsFormRules(v: FormFacts, c: z.RefinementCtx): void {
  const amount = v.duration_amount;
  if (typeof amount === 'number' && amount >= 1) {
    const days = v.duration_unit === 'days';
    if (amount > (days ? SERVICE_DURATION_DAYS_MAX : SERVICE_DURATION_HOURS_MAX)) {
      c.addIssue({ code: 'custom', path: ['duration_amount'], message: days ? t.durationTooLongDays : t.durationTooLongHours });
    }
  }
  checkGroupSizePair(v, c);
}

/** The form's values without its length and unit, with duration_hours instead: what is sent and stored. */
export function toServiceFacts<V extends { duration_amount: number | null; duration_unit: DurationUnit }>(
  v: V,
): Omit<V, 'duration_amount' | 'duration_unit'> & { duration_hours: number | null } {
  const { duration_amount, duration_unit, ...rest } = v;
  return { ...rest, duration_hours: duration_amount === null ? null : duration_unit === 'days' ? duration_amount * 24 : duration_amount };
}

/** The form's length from stored hours: whole days as days, anything else in hours. */
export function durationFormValue(hours: number | null | undefined): { duration_amount: string; duration_unit: DurationUnit } {
  if (!hours) return { duration_amount: '', duration_unit: 'hours' };
  return hours % 24 === 0 ? { duration_amount: String(hours / 24), duration_unit: 'days' } : { duration_amount: String(hours), duration_unit: 'hours' };
}
