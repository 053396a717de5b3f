import {
  ADMIN_FINANCE_CURRENCY,
  minorToDecimal,
  revenueTexts,
  type AdminPlan,
  type CommissionSummary,
  type TopPartner,
  type updatePlanSchema,
} from '@mt/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sumInCurrency } from '../../lib/currency';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { notFound } from '../../lib/errors';
import { listPlansWithPartnerCounts, updatePlanTerms, type PlanWithPartnerCount } from '../plans/plans.service';
import * as repo from './revenue.repository';

/** What travellers paid for completed trips, in the admin's currency (NOK), and how many trips (the overview's earnings). */
export async function completedTripsPaid(db: Db): Promise<{ total: number; trips: number }> {
  const [totals, rates] = await Promise.all([repo.completedTripTotals(db), getExchangeRates(db)]);
  return { total: sumInCurrency(totals, ADMIN_FINANCE_CURRENCY, rates), trips: totals.reduce((n, t) => n + t.trips, 0) };
}

/**
 * Commission over completed trips (DESIGN.md section 4), in NOK: platform revenue is what travellers
 * paid less the partner payouts written at completion.
 */
export async function getCommissionSummary(db: Db): Promise<CommissionSummary> {
  const [tripSums, serviceSums, rates] = await Promise.all([repo.completedTripTotals(db), repo.completedServiceSums(db), getExchangeRates(db)]);
  const paid = sumInCurrency(tripSums, ADMIN_FINANCE_CURRENCY, rates);
  const payouts = sumInCurrency(
    serviceSums.map((s) => ({ currency: s.currency, minor: s.payoutMinor })),
    ADMIN_FINANCE_CURRENCY,
    rates,
  );
  return {
    totalPlatformRevenue: Math.round((paid - payouts) * 100) / 100,
    totalPartnerPayouts: payouts,
    totalServiceValue: sumInCurrency(
      serviceSums.map((s) => ({ currency: s.currency, minor: s.valueMinor })),
      ADMIN_FINANCE_CURRENCY,
      rates,
    ),
    totalTripsProcessed: tripSums.reduce((n, t) => n + t.trips, 0),
    totalCommissionTransactions: serviceSums.reduce((n, s) => n + s.payouts, 0),
    currency: ADMIN_FINANCE_CURRENCY,
  };
}

/** Partners ranked by what they were paid for completed trips (NOK), then by trips, then by name. */
export async function getTopPartners(db: Db, limit: number): Promise<TopPartner[]> {
  const [sums, tripCounts, rates] = await Promise.all([repo.partnerPayoutSums(db), repo.completedTripsPerPartner(db), getExchangeRates(db)]);
  const byPartner = new Map<number, { name: string; amounts: { currency: string; minor: number }[] }>();
  for (const s of sums) {
    const entry = byPartner.get(s.partnerId) ?? { name: s.partnerName, amounts: [] };
    entry.amounts.push({ currency: s.currency, minor: s.minor });
    byPartner.set(s.partnerId, entry);
  }
  return [...byPartner.entries()]
    .map(([partnerId, e]) => ({
      partnerId,
      partnerName: e.name,
      totalTrips: tripCounts.get(partnerId) ?? 0,
      totalPayout: sumInCurrency(e.amounts, ADMIN_FINANCE_CURRENCY, rates),
      currency: ADMIN_FINANCE_CURRENCY,
    }))
    .sort((a, b) => b.totalPayout - a.totalPayout || b.totalTrips - a.totalTrips || a.partnerName.localeCompare(b.partnerName))
    .slice(0, limit);
}

function toAdminPlan(r: PlanWithPartnerCount): AdminPlan {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    is_active: r.isActive,
    price: minorToDecimal(r.priceMinor, r.currency),
    currency: r.currency,
    interval: r.interval,
    commission_rate: Number(r.commissionRate),
    max_services: r.maxServices,
    partner_count: r.partnerCount,
  };
}

export async function listPlans(db: Db): Promise<AdminPlan[]> {
  return (await listPlansWithPartnerCounts(db)).map(toAdminPlan);
}

/** Commission and service limit only: the price belongs to the payment provider (spec 3 section 2). */
export async function updatePlan(db: Db, id: number, input: z.output<typeof updatePlanSchema>): Promise<AdminPlan> {
  if (!(await updatePlanTerms(db, id, { commissionRate: input.commission_rate, maxServices: input.max_services }))) {
    throw notFound(revenueTexts.planNotFound);
  }
  const [row] = await listPlansWithPartnerCounts(db, id);
  if (!row) throw notFound(revenueTexts.planNotFound);
  return toAdminPlan(row);
}
