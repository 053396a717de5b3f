import {
  ADMIN_FINANCE_CURRENCY,
  REGISTRATION_TREND_DAYS,
  REVENUE_CHART_CURRENCY,
  REVENUE_TREND_MONTHS,
  type EarningsSummary,
  type PlatformStats,
  type RegistrationTrendPoint,
  type RevenueTrendPoint,
} from '@mt/shared';
import type { Db } from '../../db/client';
import { sumInCurrency } from '../../lib/currency';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { completedTripsPaid } from '../revenue/revenue.service';
import * as repo from './admin-stats.repository';

export async function getPlatformStats(db: Db): Promise<PlatformStats> {
  const c = await repo.countPlatform(db);
  return { totalPartners: c.partners, activeSubscriptionPartners: c.activePartners, totalTravellers: c.travellers };
}

/** The financial overview: what travellers paid for completed trips, in NOK (spec 3 section 9). */
export async function getEarningsSummary(db: Db): Promise<EarningsSummary> {
  const { total: totalRevenue, trips: completedTrips } = await completedTripsPaid(db);
  return {
    totalRevenue,
    completedTrips,
    averageRevenuePerTrip: completedTrips ? Math.round((totalRevenue / completedTrips) * 100) / 100 : 0,
    currency: ADMIN_FINANCE_CURRENCY,
  };
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The last 30 days, today included (UTC), every day present even without registrations. */
export async function getRegistrationTrends(db: Db, now = new Date()): Promise<RegistrationTrendPoint[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: REGISTRATION_TREND_DAYS }, (_, i) => utcDay(new Date(today - (REGISTRATION_TREND_DAYS - 1 - i) * 86_400_000)));
  const rows = await repo.registrationsByDay(db, new Date(`${days[0]}T00:00:00Z`));
  const byDay = new Map(days.map((date) => [date, { date, newTravellers: 0, newPartners: 0 }]));
  for (const r of rows) {
    const point = byDay.get(r.day);
    if (!point) continue;
    if (r.userType === 'traveller') point.newTravellers = r.n;
    else point.newPartners = r.n;
  }
  return [...byDay.values()];
}

/** The last 12 months, this one included (UTC), in USD (spec 3 section 9), every month present. */
export async function getRevenueTrends(db: Db, now = new Date()): Promise<RevenueTrendPoint[]> {
  const months = Array.from({ length: REVENUE_TREND_MONTHS }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (REVENUE_TREND_MONTHS - 1 - i), 1)).toISOString().slice(0, 7),
  );
  const [rows, rates] = await Promise.all([repo.completedTripTotalsByMonth(db, new Date(`${months[0]}-01T00:00:00Z`)), getExchangeRates(db)]);
  return months.map((month) => ({
    month,
    totalRevenue: sumInCurrency(rows.filter((r) => r.month === month), REVENUE_CHART_CURRENCY, rates),
  }));
}
