import { z } from 'zod';

/**
 * A whole number from a query string ("2"), with messages that name the parameter. Query strings are
 * text, so the value is coerced; an empty value takes the default.
 */
export const queryInt = (label: string, { min, max, fallback }: { min: number; max: number; fallback: number }) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min}.`)
      .max(max, `${label} must be at most ${max}.`)
      .default(fallback),
  );

/** An optional enum from a query string: empty means "not given". */
export const queryEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }).optional());

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
