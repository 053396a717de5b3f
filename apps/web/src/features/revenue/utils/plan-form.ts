import { COMMISSION_RATE_MAX, MAX_SERVICES_LIMIT, revenueTexts, type AdminPlan, type UpdatePlanInput } from '@mt/shared';

export interface PlanFormValues {
  commissionRate: string;
  maxServices: string;
  unlimited: boolean;
}

export const planFormValues = (plan: AdminPlan): PlanFormValues => ({
  commissionRate: String(plan.commission_rate),
  // null and 0 both mean Unlimited (spec 3 section 3).
  maxServices: plan.max_services ? String(plan.max_services) : '',
  unlimited: !plan.max_services,
});

export type PlanFormResult = { ok: true; payload: UpdatePlanInput } | { ok: false; errors: Partial<Record<'commissionRate' | 'maxServices', string>> };

/**
 * Spec 3 section 5: commission a number from 0 to 100; max services 0 or a positive whole number
 * unless Unlimited is checked (then null is sent and the field is ignored).
 */
export function validatePlanForm(v: PlanFormValues): PlanFormResult {
  const errors: Partial<Record<'commissionRate' | 'maxServices', string>> = {};
  const rate = v.commissionRate.trim() === '' ? Number.NaN : Number(v.commissionRate);
  if (!Number.isFinite(rate) || rate < 0 || rate > COMMISSION_RATE_MAX) errors.commissionRate = revenueTexts.commissionRange;
  let max: number | null = null;
  if (!v.unlimited) {
    max = v.maxServices.trim() === '' ? Number.NaN : Number(v.maxServices);
    if (!Number.isInteger(max) || max < 0 || max > MAX_SERVICES_LIMIT) errors.maxServices = revenueTexts.maxServicesInvalid;
  }
  if (errors.commissionRate || errors.maxServices) return { ok: false, errors };
  return { ok: true, payload: { commission_rate: Math.round(rate * 100) / 100, max_services: max } };
}
