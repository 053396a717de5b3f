import type { PartnerDto } from '@mt/shared';
import type { partners, subscriptionPlans } from '../../db/schema';
import { toPlanDto } from '../plans/plan.mapper';

type PartnerRow = typeof partners.$inferSelect;
type PlanRow = typeof subscriptionPlans.$inferSelect;

export function toPartnerDto(p: PartnerRow, email: string, plan: PlanRow | null): PartnerDto {
  return {
    id: p.id,
    user_id: p.userId,
    company_name: p.companyName,
    contact_name: p.contactName,
    email,
    phone_number: p.phoneNumber,
    website_url: p.websiteUrl,
    logo_url: p.logoUrl,
    slug: p.slug,
    service_type: p.serviceType,
    company_description: p.companyDescription,
    city: p.city,
    country: p.country,
    subscription_status: p.subscriptionStatus,
    subscription_plan_id: p.subscriptionPlanId,
    subscription_plan: plan ? toPlanDto(plan) : null,
    subscribed_until: p.subscribedUntil?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
  };
}
