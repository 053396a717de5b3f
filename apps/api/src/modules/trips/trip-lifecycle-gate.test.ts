import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { TRIP_TRANSITIONS, tripTexts, type TripStatus } from '@mt/shared';
import { outboxEmails, payments, preferences, trips } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { applyProviderEvent } from '../billing/provider-events';
import { sandboxEvent } from '../billing/sandbox-events';
import { revealDueTrips } from './reveal-due-trips.service';
import { confirmCard, endsToday, inDays, journey, setStatus, startPayment, type Journey } from './testing/journey';

/**
 * The lifecycle table (TRIP_TRANSITIONS) is the one gate for a trip's status (move-trip.ts). For every
 * move in the table, each path that makes it is listed here and tested twice: with the table as it is
 * the path moves the trip, and with that one move taken out of the table the path answers 409 and
 * changes nothing. Deleting an entry from the table therefore fails the first test of its paths;
 * a path that stopped asking the table would fail the second.
 */

type Stage = 'pending_confirmation' | 'confirmed' | 'revealed' | 'pending_completion';
interface Outcome {
  statusCode: number;
  message?: string;
}
interface Path {
  from: Stage;
  to: TripStatus;
  path: string;
  /** Readies the move on a trip in `from` (what must happen before it) and answers the move itself. */
  arrange(j: Journey): Promise<() => Promise<Outcome>>;
}

const DAY = 86_400_000;
/** Trips for the reveal job depart before every other trip of this file, so the job finds only them. */
const JOB_DEPARTURE_DAYS = 10;

describe('the lifecycle table gates every trip status change', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const answered = async (res: { statusCode: number; json(): { message?: string } }): Promise<Outcome> =>
    res.statusCode < 400 ? { statusCode: res.statusCode } : { statusCode: res.statusCode, message: res.json().message };
  /** A service call's outcome as an HTTP call would answer it. */
  const settled = (work: Promise<unknown>): Promise<Outcome> =>
    work.then(
      () => ({ statusCode: 200 }),
      (err: unknown) => {
        if (err instanceof AppError) return { statusCode: err.statusCode, message: err.message };
        throw err;
      },
    );

  const byAdmin =
    (to: TripStatus) =>
    async (j: Journey) =>
    async () =>
      answered(await setStatus(t.app, admin.token, j.tripId, to));
  // The traveller completes from the trip's end date on (docs/decisions/0021): the trip ends today.
  const byTraveller = async (j: Journey) => {
    await endsToday(t.app, j.tripId);
    return byTravellerNow(j);
  };
  const byTravellerNow = (j: Journey) => async () =>
    answered(await t.app.inject({ method: 'PUT', url: `/api/trips/${j.tripId}/traveller-complete`, headers: bearer(j.traveller.token) }));
  /** A full refund made in the provider's dashboard: its charge.refunded event cancels an active trip. */
  const byProviderRefund = async (j: Journey) => {
    const [paid] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.tripId, j.tripId), eq(payments.status, 'succeeded')));
    const event = sandboxEvent('charge.refunded', {
      object: 'charge',
      payment_intent: paid!.providerPaymentId,
      refunded: true,
      amount: paid!.amountMinor,
      amount_refunded: paid!.amountMinor,
    });
    const deps = { db: t.db, config: t.config, log: t.app.log, mail: t.app.mail, eventHandlers: t.app.providerEventHandlers };
    return () => settled(applyProviderEvent(deps, event));
  };

  const PATHS: Path[] = [
    {
      from: 'pending_confirmation',
      to: 'confirmed',
      path: 'the payment (a card confirmed: payment_intent.succeeded)',
      arrange: async (j) => {
        const secret = await startPayment(t.app, j.traveller.token, j.tripId);
        return async () => answered(await confirmCard(t.app, secret));
      },
    },
    { from: 'pending_confirmation', to: 'cancelled', path: "the admin's status change", arrange: byAdmin('cancelled') },
    {
      from: 'confirmed',
      to: 'revealed',
      path: "the admin's early reveal",
      arrange: async (j) => async () =>
        answered(await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${j.tripId}/reveal`, headers: bearer(admin.token) })),
    },
    { from: 'confirmed', to: 'revealed', path: "the admin's status change", arrange: byAdmin('revealed') },
    {
      from: 'confirmed',
      to: 'revealed',
      path: 'the reveal job',
      // Run as if a week had passed: the trip departing in 10 days is due (3 days ahead), no other trip is.
      arrange: async () => () => settled(revealDueTrips(t.app, new Date(Date.now() + (JOB_DEPARTURE_DAYS - 3) * DAY))),
    },
    { from: 'confirmed', to: 'pending_completion', path: "the traveller's completion request", arrange: byTraveller },
    { from: 'confirmed', to: 'completed', path: "the admin's status change", arrange: byAdmin('completed') },
    { from: 'confirmed', to: 'cancelled', path: "the admin's status change (refunding)", arrange: byAdmin('cancelled') },
    { from: 'confirmed', to: 'cancelled', path: 'a refund at the provider', arrange: byProviderRefund },
    { from: 'revealed', to: 'pending_completion', path: "the traveller's completion request", arrange: byTraveller },
    { from: 'revealed', to: 'completed', path: "the admin's status change", arrange: byAdmin('completed') },
    { from: 'revealed', to: 'cancelled', path: "the admin's status change (refunding)", arrange: byAdmin('cancelled') },
    { from: 'revealed', to: 'cancelled', path: 'a refund at the provider', arrange: byProviderRefund },
    { from: 'pending_completion', to: 'completed', path: "the admin's status change", arrange: byAdmin('completed') },
    { from: 'pending_completion', to: 'cancelled', path: "the admin's status change (refunding)", arrange: byAdmin('cancelled') },
    { from: 'pending_completion', to: 'cancelled', path: 'a refund at the provider', arrange: byProviderRefund },
  ];

  /** A trip brought to `stage` through the product's own calls. */
  async function tripIn(stage: Stage, path: Path): Promise<Journey> {
    const preference = path.path === 'the reveal job' ? { departure_date: inDays(JOB_DEPARTURE_DAYS) } : undefined;
    const stages = { pending_confirmation: 'proposed', confirmed: 'paid', revealed: 'revealed', pending_completion: 'revealed' } as const;
    const j = await journey(t.app, stages[stage], { admin, preference });
    if (stage === 'pending_completion') {
      await endsToday(t.app, j.tripId);
      const res = await t.app.inject({ method: 'PUT', url: `/api/trips/${j.tripId}/traveller-complete`, headers: bearer(j.traveller.token) });
      if (res.statusCode !== 200) throw new Error(`traveller-complete: ${res.body}`);
    }
    return j;
  }

  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;

  /** Everything a move writes: the trip, its preference, its payments and the traveller's mail. */
  const snapshot = async (j: Journey) => ({
    trip: await tripRow(j.tripId),
    preference: (await t.db.select().from(preferences).where(eq(preferences.id, j.preferenceId)))[0],
    payments: await t.db.select().from(payments).where(eq(payments.tripId, j.tripId)).orderBy(payments.id),
    mails: (await t.db.select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.to, j.traveller.email)))[0]!.n,
  });

  /** Runs `body` as if `from → to` were deleted from the lifecycle table, then puts the entry back. */
  async function withoutMove<T>(from: TripStatus, to: TripStatus, body: () => Promise<T>): Promise<T> {
    const kept = TRIP_TRANSITIONS[from];
    TRIP_TRANSITIONS[from] = kept.filter((s) => s !== to);
    try {
      return await body();
    } finally {
      TRIP_TRANSITIONS[from] = kept;
    }
  }

  it('lists a path for every move in the table', () => {
    const listed = new Set(PATHS.map((p) => `${p.from} → ${p.to}`));
    const moves = Object.entries(TRIP_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`));
    expect(moves.filter((m) => !listed.has(m))).toEqual([]);
  });

  const cases = PATHS.map((p) => [`${p.from} → ${p.to}: ${p.path}`, p] as const);

  it.each(cases)('%s moves the trip', async (_name, p) => {
    const j = await tripIn(p.from, p);
    const move = await p.arrange(j);
    expect(await move()).toEqual({ statusCode: 200 });
    expect((await tripRow(j.tripId)).status).toBe(p.to);
  });

  it.each(cases)('%s is refused (409) and changes nothing once the table lacks the move', async (_name, p) => {
    const j = await tripIn(p.from, p);
    const move = await p.arrange(j);
    const before = await snapshot(j);
    expect(await withoutMove(p.from, p.to, move)).toEqual({ statusCode: 409, message: tripTexts.invalidTransition(p.from, p.to) });
    expect(await snapshot(j)).toEqual(before);
    expect(TRIP_TRANSITIONS[p.from]).toContain(p.to);
  });
});
