import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addDays, type AdminTrip, type TravellerTrip } from '@mt/shared';
import { subscriptionPlans } from '../../../db/schema';
import { bearer } from '../../../test/app';
import { createAdmin, createTraveller, type Person } from '../../../test/factories';
import { makePartner, makeService } from '../../services/testing/catalogue-fixtures';
import { eq } from 'drizzle-orm';
import { calendarDaysBetween, tripEndDate } from '@mt/shared';
import { preferences, trips } from '../../../db/schema';

/** Test data for the trip lifecycle: bookable services, a preference, a proposal, a payment. */

export async function makePlan(app: FastifyInstance, commissionRate = 12) {
  const [plan] = await app.db
    .insert(subscriptionPlans)
    .values({ name: `Plan ${randomBytes(3).toString('hex')}`, priceMinor: 50_000, providerPriceId: `price_test_${randomBytes(6).toString('hex')}`, commissionRate })
    .returning();
  return plan!;
}

/** `count` active services (NOK 1,000 each unless overridden) of one active partner on a plan. */
export async function bookableServices(app: FastifyInstance, count = 2, { commissionRate = 12, ...overrides }: Parameters<typeof makeService>[2] & { commissionRate?: number } = {}) {
  const plan = await makePlan(app, commissionRate);
  const partner = await makePartner(app, 'active', { subscriptionPlanId: plan.id });
  const rows = [];
  for (let i = 0; i < count; i++) rows.push(await makeService(app.db, partner.id, overrides));
  return { partner, plan, services: rows };
}

/** Calendar days from today in UTC (the reveal job's calendar); always an accepted departure date. */
export const inDays = (n: number) => addDays(new Date().toISOString().slice(0, 10), n);

export async function submitPreference(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/preferences',
    headers: bearer(token),
    payload: { budget_range: '1000-2000', duration: '5-7', traveller_count: 2, departure_date: inDays(30), interests: ['wildlife'], ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`preference: ${res.statusCode} ${res.body}`);
  return res.json().preference.id;
}

/** Proposal contents that name no place (issue 18): every proposal made in tests carries them. */
export const PROPOSAL_CONTENT = {
  nights: 6,
  inclusions: { accommodation_style: 'tented camp and a boutique riad', guided_activities: 3, airport_transfers: true, flights_included: false, meals: 'breakfast daily, three dinners' },
  teaser: 'Dunes at dawn, spice-scented alleys at dusk, and a guide who knows every shortcut.',
} as const;

export async function propose(app: FastifyInstance, adminToken: string, preferenceId: number, serviceIds: number[], total = 5000): Promise<AdminTrip> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/trips',
    headers: bearer(adminToken),
    payload: { preference_id: preferenceId, service_ids: serviceIds, total_price: total, currency: 'NOK', ...PROPOSAL_CONTENT },
  });
  if (res.statusCode !== 201) throw new Error(`proposal: ${res.statusCode} ${res.body}`);
  return res.json().trip;
}

export async function startPayment(app: FastifyInstance, token: string, tripId: number): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/api/trips/${tripId}/pay`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`pay: ${res.statusCode} ${res.body}`);
  return res.json().clientSecret;
}

export const GOOD_CARD = '4242 4242 4242 4242';

export async function confirmCard(app: FastifyInstance, clientSecret: string, cardNumber = GOOD_CARD) {
  return app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', payload: { clientSecret, cardNumber, expiry: '12/40', cvc: '123' } });
}

export async function setStatus(app: FastifyInstance, adminToken: string, tripId: number, status: string) {
  return app.inject({ method: 'PUT', url: `/api/admin/trips/${tripId}/status`, headers: bearer(adminToken), payload: { status } });
}

export async function travellerTrip(app: FastifyInstance, token: string, tripId: number): Promise<TravellerTrip> {
  const body = (await app.inject({ method: 'GET', url: '/api/trips', headers: bearer(token) })).json();
  const all: TravellerTrip[] = [...(body.upcomingTrip ? [body.upcomingTrip] : []), ...body.pastTrips];
  const trip = all.find((t) => t.id === tripId);
  if (!trip) throw new Error(`trip ${tripId} not in the traveller's list`);
  return trip;
}

export interface Journey {
  traveller: Person;
  admin: Person;
  serviceIds: number[];
  preferenceId: number;
  tripId: number;
}

/**
 * A traveller with a trip taken as far as `stage`: 'proposed' (pending_confirmation), 'paid'
 * (confirmed), 'revealed' or 'completed'.
 */
export async function journey(
  app: FastifyInstance,
  stage: 'proposed' | 'paid' | 'revealed' | 'completed' = 'proposed',
  options: { admin?: Person; preference?: Record<string, unknown>; total?: number } = {},
): Promise<Journey> {
  const admin = options.admin ?? (await createAdmin(app));
  const traveller = await createTraveller(app);
  const { services } = await bookableServices(app, 2);
  const serviceIds = services.map((s) => s.id);
  const preferenceId = await submitPreference(app, traveller.token, options.preference);
  const trip = await propose(app, admin.token, preferenceId, serviceIds, options.total);
  if (stage !== 'proposed') {
    const secret = await startPayment(app, traveller.token, trip.id);
    const res = await confirmCard(app, secret);
    if (res.json().status !== 'succeeded') throw new Error(`payment: ${res.body}`);
  }
  if (stage === 'revealed' || stage === 'completed') {
    const res = await app.inject({ method: 'PUT', url: `/api/admin/trips/${trip.id}/reveal`, headers: bearer(admin.token) });
    if (res.statusCode !== 200) throw new Error(`reveal: ${res.body}`);
  }
  if (stage === 'completed') {
    const res = await setStatus(app, admin.token, trip.id, 'completed');
    if (res.statusCode !== 200) throw new Error(`complete: ${res.body}`);
  }
  return { traveller, admin, serviceIds, preferenceId, tripId: trip.id };
}

/**
 * Moves a trip's departure back so that its end date (departure + nights, docs/decisions/0021) is
 * today on the real clock: from then on the traveller may mark it completed and review it. For tests
 * of what follows completion; the end-date rules themselves are tested with an injected clock.
 */
export async function endsToday(app: FastifyInstance, tripId: number): Promise<void> {
  const [trip] = await app.db.select().from(trips).where(eq(trips.id, tripId));
  if (!trip) throw new Error(`trip ${tripId} not found`);
  const [preference] = await app.db.select().from(preferences).where(eq(preferences.id, trip.preferenceId));
  const length = tripEndDate('2000-01-01', preference!.duration, trip.nights);
  const today = new Date().toISOString().slice(0, 10);
  await app.db.update(preferences).set({ departureDate: addDays(today, -calendarDaysBetween('2000-01-01', length)) }).where(eq(preferences.id, trip.preferenceId));
}
