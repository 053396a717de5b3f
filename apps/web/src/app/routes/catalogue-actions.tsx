import type { ServiceDto } from '@mt/shared';
import { AddToPlanButton } from '@/features/trip-plan';

/**
 * The action slot of every public service card: "Add to Trip Plan". The catalogue pages live in the
 * services and partners features and the plan in trip-plan; features don't import each other, so the
 * pages are composed here.
 */
export const renderPlanAction = (service: ServiceDto) => <AddToPlanButton service={service} />;
