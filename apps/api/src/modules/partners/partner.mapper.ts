import type { PartnerDto, SubscriptionStatus } from '@mt/shared';
import type { partners } from '../../db/schema';

type PartnerRow = typeof partners.$inferSelect;

export function toPartnerDto(p: PartnerRow, email: string): PartnerDto {
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
    subscription_status: (p.subscriptionStatus as SubscriptionStatus | null) ?? null,
    subscription_plan_id: p.subscriptionPlanId,
    subscribed_until: p.subscribedUntil?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
  };
}
