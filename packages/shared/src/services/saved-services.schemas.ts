import { z } from 'zod';
import { serviceIdParamSchema } from './partner-service.schemas';

/** `/users/me/saved-services/{serviceId}`: the same id rules (and messages) as every other service id. */
export const savedServiceParamSchema = z.object({ serviceId: serviceIdParamSchema.shape.id });

/**
 * What a save answers, the same however often it is made: the service and when it was first saved (saving
 * again changes nothing, so the list's order stays that of the first save).
 */
export const savedServiceResponseSchema = z.object({
  service_id: z.number().int(),
  saved_at: z.string(),
});
export type SavedServiceResponse = z.infer<typeof savedServiceResponseSchema>;

/** The services a preference's traveller saved that are listed now, newest saved first (the admin's create-trip view). */
export const travellerSavedServicesResponseSchema = z.object({
  service_ids: z.array(z.number().int()),
});
export type TravellerSavedServicesResponse = z.infer<typeof travellerSavedServicesResponseSchema>;
