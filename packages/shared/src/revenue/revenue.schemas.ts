import { z } from 'zod';
import { queryInt } from '../common/query';
import { revenueTexts } from './revenue.texts';

export const TOP_PARTNERS_DEFAULT = 5;
export const TOP_PARTNERS_MAX = 50;
export const COMMISSION_RATE_MAX = 100;
/** A plan limit beyond this is a typo, not a plan. */
export const MAX_SERVICES_LIMIT = 100_000;

/** Totals over completed trips, in `currency` (NOK). */
export const commissionSummarySchema = z.object({
  totalPlatformRevenue: z.number(),
  totalPartnerPayouts: z.number(),
  totalServiceValue: z.number(),
  totalTripsProcessed: z.number().int(),
  totalCommissionTransactions: z.number().int(),
  currency: z.string(),
});
export type CommissionSummary = z.infer<typeof commissionSummarySchema>;
export const commissionSummaryResponseSchema = z.object({ data: commissionSummarySchema });
export type CommissionSummaryResponse = z.infer<typeof commissionSummaryResponseSchema>;

export const adminPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  price: z.number(),
  currency: z.string(),
  interval: z.string(),
  commission_rate: z.number(),
  /** null: unlimited. */
  max_services: z.number().int().nullable(),
  partner_count: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlansResponseSchema = z.object({ data: z.array(adminPlanSchema) });
export type AdminPlansResponse = z.infer<typeof adminPlansResponseSchema>;
export const adminPlanResponseSchema = z.object({ message: z.string(), data: adminPlanSchema });
export type AdminPlanResponse = z.infer<typeof adminPlanResponseSchema>;

/**
 * PUT /api/revenue/subscription-plans/{id}. Spec 3: "null, empty or 0 means Unlimited", so 0 is stored as
 * null (no limit). Commission keeps two decimals, like the column.
 */
export const updatePlanSchema = z.object({
  commission_rate: z
    .number({ error: revenueTexts.commissionRange })
    .min(0, revenueTexts.commissionRange)
    .max(COMMISSION_RATE_MAX, revenueTexts.commissionRange)
    .transform((v) => Math.round(v * 100) / 100),
  max_services: z
    .number({ error: revenueTexts.maxServicesInvalid })
    .int(revenueTexts.maxServicesInvalid)
    .min(0, revenueTexts.maxServicesInvalid)
    .max(MAX_SERVICES_LIMIT, revenueTexts.maxServicesInvalid)
    .nullable()
    .transform((v) => (v === 0 ? null : v)),
});
export type UpdatePlanInput = z.input<typeof updatePlanSchema>;

export const topPartnerSchema = z.object({
  partnerId: z.number().int(),
  partnerName: z.string(),
  totalTrips: z.number().int(),
  totalPayout: z.number(),
  currency: z.string(),
});
export type TopPartner = z.infer<typeof topPartnerSchema>;
export const topPartnersResponseSchema = z.object({ data: z.array(topPartnerSchema) });
export type TopPartnersResponse = z.infer<typeof topPartnersResponseSchema>;
export const topPartnersQuerySchema = z.object({
  limit: queryInt('limit', { min: 1, max: TOP_PARTNERS_MAX, fallback: TOP_PARTNERS_DEFAULT }),
});

/** "Unlimited" for null and 0 (spec 3 section 3). */
export const formatMaxServices = (max: number | null | undefined): string => (max ? String(max) : revenueTexts.unlimited);
