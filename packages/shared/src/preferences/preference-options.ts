import { z } from 'zod';

/** Option lists of the preferences form (spec 1 section 9). */
export const BUDGET_RANGES = ['500-1000', '1000-2000', '2000-3500', '3500-5000', '5000+'] as const;
export const DURATIONS = ['3-5', '5-7', '7-10', '10-14', '14+'] as const;
export const INTERESTS = ['adventure', 'culture', 'relaxation', 'foodie', 'wildlife', 'city'] as const;
/** changes_requested and declined are the traveller's answers to a proposal (issue 18). */
export const PREFERENCE_STATUSES = ['new', 'trip_created', 'changes_requested', 'declined', 'confirmed', 'completed', 'cancelled'] as const;

export const budgetRangeSchema = z.enum(BUDGET_RANGES);
export const durationSchema = z.enum(DURATIONS);
export const interestSchema = z.enum(INTERESTS);
export const preferenceStatusSchema = z.enum(PREFERENCE_STATUSES);
export type PreferenceStatus = z.infer<typeof preferenceStatusSchema>;

/** How the Discover form shows the options (budgets are USD per person, durations in days). */
export const BUDGET_LABELS: Record<(typeof BUDGET_RANGES)[number], string> = {
  '500-1000': '$500 – $1,000 per person',
  '1000-2000': '$1,000 – $2,000 per person',
  '2000-3500': '$2,000 – $3,500 per person',
  '3500-5000': '$3,500 – $5,000 per person',
  '5000+': '$5,000+ per person',
};
export const DURATION_LABELS: Record<(typeof DURATIONS)[number], string> = {
  '3-5': '3–5 days',
  '5-7': '5–7 days',
  '7-10': '7–10 days',
  '10-14': '10–14 days',
  '14+': '14+ days',
};
export const INTEREST_LABELS: Record<(typeof INTERESTS)[number], string> = {
  adventure: 'Adventure',
  culture: 'Culture',
  relaxation: 'Relaxation',
  foodie: 'Foodie',
  wildlife: 'Wildlife',
  city: 'City',
};
