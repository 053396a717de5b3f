import type { ServiceDto } from '@mt/shared';
import { SaveHeart } from '@/features/services/components/save-heart';
import { AddToPlanButton } from '@/features/trip-plan';

/**
 * The action slot of every public service card: "Add to Trip Plan". The catalogue pages live in the
 * services and partners features and the plan in trip-plan; features don't import each other, so the
 * pages are composed here.
 */
export const renderPlanAction = (service: ServiceDto) => <AddToPlanButton service={service} />;

/** The heart of a card the services feature does not draw itself (the partner page's), saving the service. */
export const renderSaveHeart = (service: ServiceDto) => <SaveHeart service={service} />;
