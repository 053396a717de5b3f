import { z } from 'zod';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '../subscriptions/subscription-status';
import { HOMEPAGE_SORT_ORDER_UNSET } from '../services/service.constants';
import { adminTexts } from './admin.texts';

/** Spec 3 section 9. */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
export const DASHBOARD_ERROR_MS = 8000;
export const DASHBOARD_SUCCESS_MS = 5000;
export const REGISTRATION_TREND_DAYS = 30;
export const REVENUE_TREND_MONTHS = 12;
/** The financial overview is in NOK, the revenue chart in USD (spec 3 section 9). */
export const ADMIN_FINANCE_CURRENCY = 'NOK';
export const REVENUE_CHART_CURRENCY = 'USD';

const success = z.literal('success');

export const platformStatsSchema = z.object({
  totalPartners: z.number().int(),
  activeSubscriptionPartners: z.number().int(),
  totalTravellers: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
export const platformStatsResponseSchema = z.object({ status: success, stats: platformStatsSchema });
export type PlatformStatsResponse = z.infer<typeof platformStatsResponseSchema>;

/** Completed trips only: what travellers paid for them, in NOK. */
export const earningsSummarySchema = z.object({
  totalRevenue: z.number(),
  completedTrips: z.number().int(),
  averageRevenuePerTrip: z.number(),
  currency: z.string(),
});
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;
export const earningsSummaryResponseSchema = z.object({ summary: earningsSummarySchema });
export type EarningsSummaryResponse = z.infer<typeof earningsSummaryResponseSchema>;

export const adminPartnerSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  /** Issue 21: whether the account confirmed its e-mail address. */
  email_verified: z.boolean(),
  website_url: z.string().nullable(),
  slug: z.string().nullable(),
  subscription_status: z.string().nullable(),
  plan_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
export const adminPartnersResponseSchema = z.object({ status: success, partners: z.array(adminPartnerSchema) });
export type AdminPartnersResponse = z.infer<typeof adminPartnersResponseSchema>;

/** A service as the admin sees it (spec 3 section 3, "Service (admin list)"), whatever its visibility. */
export const adminServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  partner_id: z.number().int(),
  company_name: z.string(),
  partner_slug: z.string().nullable(),
  partner_website_url: z.string().nullable(),
  /** In the service's own currency (spec 3 section 9: "service prices use their own currency"). */
  base_price: z.number().nullable(),
  currency: z.string(),
  /** The same price in NOK at today's rate, for the create-trip estimate (proposals are in NOK); null without a price or rate. */
  base_price_nok: z.number().nullable(),
  pricing_description: z.string().nullable(),
  /** ISO alpha-2 (issue 19): the create-trip view marks services in a traveller's excluded countries. */
  country: z.string().nullable(),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  partner_subscription_status: z.string().nullable(),
  pin_to_homepage: z.boolean(),
  /** 999 means "not set" (spec 2 section 3). */
  homepage_sort_order: z.number().int(),
  created_at: z.string(),
  /** Length, capacity and season as the service JSON carries them (issue 22): an edit starts from them. */
  duration_hours: z.number().int().nullable(),
  group_size_min: z.number().int().nullable(),
  group_size_max: z.number().int().nullable(),
  availability: z.array(z.object({ from: z.string(), until: z.string() })),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServicesResponseSchema = z.object({ services: z.array(adminServiceSchema) });
export type AdminServicesResponse = z.infer<typeof adminServicesResponseSchema>;
export const adminServiceResponseSchema = z.object({ message: z.string(), service: adminServiceSchema });
export type AdminServiceResponse = z.infer<typeof adminServiceResponseSchema>;

export const updateFeaturedSchema = z.object({ is_featured: z.boolean({ error: 'is_featured must be true or false.' }) });
export type UpdateFeaturedInput = z.infer<typeof updateFeaturedSchema>;

/** The sort order is an integer, or null when the field is empty (stored as 999, "unset"). */
export const homepageSettingsSchema = z.object({
  pin_to_homepage: z.boolean({ error: 'pin_to_homepage must be true or false.' }),
  homepage_sort_order: z
    .number({ error: adminTexts.sortOrderInvalid })
    .int(adminTexts.sortOrderInvalid)
    .min(0, adminTexts.sortOrderInvalid)
    .max(HOMEPAGE_SORT_ORDER_UNSET, adminTexts.sortOrderInvalid)
    .nullable(),
});
export type HomepageSettingsInput = z.infer<typeof homepageSettingsSchema>;

export const registrationTrendPointSchema = z.object({
  date: z.string(),
  newTravellers: z.number().int(),
  newPartners: z.number().int(),
});
export type RegistrationTrendPoint = z.infer<typeof registrationTrendPointSchema>;
export const registrationTrendsResponseSchema = z.object({ status: success, trends: z.array(registrationTrendPointSchema) });
export type RegistrationTrendsResponse = z.infer<typeof registrationTrendsResponseSchema>;

export const revenueTrendPointSchema = z.object({ month: z.string(), totalRevenue: z.number() });
export type RevenueTrendPoint = z.infer<typeof revenueTrendPointSchema>;
export const revenueTrendsResponseSchema = z.object({
  status: success,
  currency: z.string(),
  trends: z.array(revenueTrendPointSchema),
});
export type RevenueTrendsResponse = z.infer<typeof revenueTrendsResponseSchema>;

/** Spec 3 section 4: a partner is active when the subscription is active or trialing. */
export const isActiveSubscription = (status: string | null | undefined): boolean =>
  !!status && (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

/** The services tab's "Public Status" and "Status Details": the public catalogue's own rule (DESIGN.md section 4). */
export function servicePublicStatus(s: Pick<AdminService, 'is_active' | 'partner_subscription_status'>): { isPublic: boolean; details: string } {
  const reasons: string[] = [];
  if (!s.is_active) reasons.push('Service is inactive');
  if (!isActiveSubscription(s.partner_subscription_status)) {
    reasons.push(`Partner subscription ${s.partner_subscription_status ? s.partner_subscription_status.replace(/_/g, ' ') : 'not started'}`);
  }
  return reasons.length ? { isPublic: false, details: reasons.join('; ') } : { isPublic: true, details: 'Listed in the catalogue' };
}

/** null and 999 both mean "no sort order" (spec 3 section 3). */
export const isSortOrderSet = (order: number | null | undefined): order is number =>
  typeof order === 'number' && order !== HOMEPAGE_SORT_ORDER_UNSET;
