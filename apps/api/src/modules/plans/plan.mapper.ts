import { minorToDecimal, type SubscriptionPlanDto } from '@mt/shared';
import type { subscriptionPlans } from '../../db/schema';

type PlanRow = typeof subscriptionPlans.$inferSelect;

export function toPlanDto(p: PlanRow): SubscriptionPlanDto {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    max_services: p.maxServices,
    stripe_price_id: p.providerPriceId,
    price: minorToDecimal(Number(p.priceMinor), p.currency),
    currency: p.currency,
    interval: p.interval,
    commission_rate: Number(p.commissionRate),
  };
}
