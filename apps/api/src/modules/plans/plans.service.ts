import type { SubscriptionPlanDto } from '@mt/shared';
import type { Db } from '../../db/client';
import { toPlanDto } from './plan.mapper';
import { findActivePlans } from './plans.repository';

/**
 * The subscription-plan catalogue as other modules see it: partners show a partner's plan,
 * subscriptions sells plans and follows the provider's prices, revenue lets admins set their terms.
 * It sits in the lowest layer so they read it without importing each other; the repository stays
 * private to this module.
 */
export {
  findActivePlanByPriceId,
  findPlanById,
  findPlanByPriceId,
  listPlansWithPartnerCounts,
  updatePlanTerms,
  type PlanRow,
  type PlanWithPartnerCount,
} from './plans.repository';

/** The plans on offer, cheapest first. */
export async function listPlans(db: Db): Promise<SubscriptionPlanDto[]> {
  return (await findActivePlans(db)).map(toPlanDto);
}
