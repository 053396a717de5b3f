import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { settings, subscriptionPlans } from '../db/schema';

export interface DemoPlan {
  key: string;
  name: string;
  description: string;
  /** NOK minor units per month. */
  priceMinor: number;
  /** Percent the platform keeps of each service value. */
  commissionRate: number;
  /** null: unlimited. */
  maxServices: number | null;
}

export const DEMO_PLANS: DemoPlan[] = [
  {
    key: 'starter',
    name: 'Starter',
    description: 'For a first listing: up to 3 services, standard placement and monthly payouts.',
    priceMinor: 29_900,
    commissionRate: 15,
    maxServices: 3,
  },
  {
    key: 'growth',
    name: 'Growth',
    description: 'For established operators: up to 10 services, eligible for featured placement.',
    priceMinor: 79_900,
    commissionRate: 12,
    maxServices: 10,
  },
  {
    key: 'pro',
    name: 'Pro',
    description: 'For large operators: unlimited services, the lowest commission and priority support.',
    priceMinor: 199_000,
    commissionRate: 10,
    maxServices: null,
  },
];

/** 1 NOK in each currency; conversions divide or multiply by these (one module does it, DESIGN.md section 4). */
export const DEMO_EXCHANGE_RATES = {
  base: 'NOK',
  rates: { NOK: 1, USD: 0.094, EUR: 0.086, GBP: 0.074, ZAR: 1.7, KES: 12.1, TZS: 240, MAD: 0.9 },
};

export const DEMO_SETTINGS: Record<string, unknown> = {
  maintenance_mode: false,
  reveal_days_before_departure: 3,
  exchange_rates: DEMO_EXCHANGE_RATES,
};

export interface SeededPlan {
  id: number;
  commissionRate: number;
  maxServices: number | null;
}

/** Plans keyed by their demo key. A plan that already exists (same provider price id) is reused, not duplicated. */
export async function insertPlans(tx: Tx, plans: DemoPlan[]): Promise<Map<string, SeededPlan>> {
  const priceId = (p: DemoPlan) => `sandbox_price_${p.key}`;
  await tx
    .insert(subscriptionPlans)
    .values(
      plans.map((p) => ({
        name: p.name,
        description: p.description,
        priceMinor: p.priceMinor,
        currency: 'NOK',
        interval: 'month' as const,
        providerPriceId: priceId(p),
        commissionRate: p.commissionRate,
        maxServices: p.maxServices,
        isActive: true,
      })),
    )
    .onConflictDoNothing({ target: subscriptionPlans.providerPriceId });
  const rows = await tx
    .select()
    .from(subscriptionPlans)
    .where(inArray(subscriptionPlans.providerPriceId, plans.map(priceId)));
  const byPriceId = new Map(rows.map((r) => [r.providerPriceId, r]));
  const result = new Map<string, SeededPlan>();
  for (const p of plans) {
    const row = byPriceId.get(priceId(p));
    if (row) result.set(p.key, { id: row.id, commissionRate: Number(row.commissionRate), maxServices: row.maxServices });
  }
  return result;
}

/** Settings an admin may already have chosen are kept. */
export async function insertSettings(tx: Tx, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (rows.length) await tx.insert(settings).values(rows).onConflictDoNothing({ target: settings.key });
}
