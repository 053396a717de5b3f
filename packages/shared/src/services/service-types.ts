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

export type SearchServiceType = keyof typeof SEARCH_SERVICE_TYPES;
export const SEARCH_SERVICE_TYPE_OPTIONS = Object.keys(SEARCH_SERVICE_TYPES) as SearchServiceType[];
export const searchServiceTypeLabels: Record<SearchServiceType, string> = {
  accommodation: 'Accommodation',
  transportation: 'Transportation',
  activities: 'Activities',
  tours: 'Tours',
  food: 'Food & Dining',
};

/** A label for any stored type; unknown values are shown as stored rather than hidden. */
export const serviceTypeLabel = (type: string): string =>
  (serviceTypeLabels as Record<string, string | undefined>)[type] ?? type;
