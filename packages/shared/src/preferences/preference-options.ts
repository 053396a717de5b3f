import { z } from 'zod';

/** Option lists of the preferences form (spec 1 section 9). */
export const BUDGET_RANGES = ['500-1000', '1000-2000', '2000-3500', '3500-5000', '5000+'] as const;
export const DURATIONS = ['3-5', '5-7', '7-10', '10-14', '14+'] as const;
export const INTERESTS = ['adventure', 'culture', 'relaxation', 'foodie', 'wildlife', 'city'] as const;
export const PREFERENCE_STATUSES = ['new', 'trip_created', 'confirmed', 'completed', 'cancelled'] as const;

export const budgetRangeSchema = z.enum(BUDGET_RANGES);
export const durationSchema = z.enum(DURATIONS);
export const interestSchema = z.enum(INTERESTS);
export const preferenceStatusSchema = z.enum(PREFERENCE_STATUSES);
export type PreferenceStatus = z.infer<typeof preferenceStatusSchema>;
