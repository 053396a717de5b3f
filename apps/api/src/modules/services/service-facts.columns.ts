import type { ServiceFacts } from '@mt/shared';
import { availableUntilOf } from '@mt/shared';
import type { services } from '../../db/schema';

export type ServiceFactsColumns = Pick<typeof services.$inferInsert, 'durationHours' | 'groupSizeMin' | 'groupSizeMax' | 'availability' | 'availableUntil'>;

/**
 * The columns of a service's length, capacity and season, for an insert or update: available_until is
 * derived here from the (normalized) seasons, so every write sets both in the same statement.
 */
export function serviceFactsColumns(f: ServiceFacts): ServiceFactsColumns {
  return {
    durationHours: f.duration_hours,
    groupSizeMin: f.group_size_min,
    groupSizeMax: f.group_size_max,
    availability: f.availability,
    availableUntil: availableUntilOf(f.availability),
  };
}
