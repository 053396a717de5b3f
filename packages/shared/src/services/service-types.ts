import { z } from 'zod';

/** Stored service types (DESIGN.md section 4) and how the partner form names them. */
export const SERVICE_TYPES = ['accommodation', 'tour', 'activity', 'transport', 'guide', 'food', 'other'] as const;
export const serviceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const serviceTypeLabels: Record<ServiceType, string> = {
  accommodation: 'Accommodation',
  tour: 'Tour',
  activity: 'Activity/Excursion',
  transport: 'Transport',
  guide: 'Guide Service',
  food: 'Food & Dining',
  other: 'Other',
};

/** The search filter's options (spec 2 section 9) and the stored types each one covers. */
export const SEARCH_SERVICE_TYPES = {
  accommodation: ['accommodation'],
  transportation: ['transport'],
  activities: ['activity', 'guide'],
  tours: ['tour'],
  food: ['food'],
} as const satisfies Record<string, readonly ServiceType[]>;

export const DEFAULT_CURRENCY = 'NOK';
