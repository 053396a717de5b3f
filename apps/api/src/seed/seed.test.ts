import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  availableUntilOf,
  isAfricanCountry,
  namedDestinationTerm,
  PREFERENCE_STATUSES,
  seasonsSchemaFor,
  SERVICE_TYPES,
  TRIP_STATUSES,
  utcDay,
} from '@mt/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpPglite, openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import * as t from '../db/schema';
import { verifyPassword } from '../lib/passwords';
import { LocalDiskStore } from '../modules/media/media-store';
import { createAdmin } from '../modules/users/create-admin';
import { DEMO_DATASET, DEMO_PASSWORD, demoAdminExists, insertDemoData, seedDemoData, type DemoDataset } from './index';
import { partnerPayoutMinor } from '@mt/shared';
import { tripEndDate } from '@mt/shared';
import { noImages } from './util';
import { unreadTravellerMessages } from '../modules/trips/trip-messages.repository';
import { listTravellerTripFacts } from '../modules/trips/traveller-trips.repository';
import { findServiceCard } from '../modules/services/partner-services.repository';
import { toServiceDto } from '../modules/services/service-card.sql';
import { formValuesOf } from '../modules/services/admin-service-edit.service';
import { listSavedServices, savedServiceIdsForPreference } from '../modules/services/saved-services.service';

const silent = { info: () => undefined };
const dir = mkdtempSync(path.join(tmpdir(), 'mt-seed-'));
const media = LocalDiskStore.forDataDir(dir);
let handle: DatabaseHandle;
/** A migrated, empty database to clone: creating and migrating one takes seconds. */
let template: Blob;

async function count(table: typeof t.users | typeof t.services | typeof t.stories | typeof t.subscriptionPlans | typeof t.storyMedia | typeof t.tripReviews) {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

beforeAll(async () => {
  handle = await openDatabase({});
  await runMigrations(handle);
  template = await dumpPglite(handle);
}, 120_000);
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('fills an empty database with a living demo', async () => {
    const result = await seedDemoData({ db: handle.db, media, log: silent });
    expect(result.seeded).toBe(true);
    expect(result.accounts.filter((a) => a.role === 'admin')).toHaveLength(1);

    const db = handle.db;
    const users = await db.select().from(t.users);
    expect(users.filter((u) => u.userType === 'admin')).toHaveLength(1);
    expect(users.filter((u) => u.userType === 'traveller').length).toBeGreaterThanOrEqual(4);
    expect(users.filter((u) => u.userType === 'partner').length).toBeGreaterThanOrEqual(5);
    expect(users.every((u) => u.email.endsWith('@mysterytrips.example'))).toBe(true);
    // Issue 21: demo accounts have confirmed their address, except the one traveller who shows the banner.
    expect(users.filter((u) => u.emailVerifiedAt === null).map((u) => [u.userType, u.email])).toEqual([['traveller', 'tendai@mysterytrips.example']]);
    // ...and who has a new preference, so the admin sees "Not verified" where a proposal is made.
    const tendai = users.find((u) => u.emailVerifiedAt === null)!;
    const tendaiPrefs = await db.select().from(t.preferences).where(eq(t.preferences.travellerId, tendai.id));
    expect(tendaiPrefs.map((p) => p.status)).toEqual(['new']);
    // Issue 22: one traveller keeps prices in EUR with the account; the others have not chosen.
    expect(users.filter((u) => u.displayCurrency !== null).map((u) => [u.email, u.displayCurrency])).toEqual([['chloe@mysterytrips.example', 'EUR']]);

    const partners = await db.select().from(t.partners);
    const statuses = new Set(partners.map((p) => p.subscriptionStatus));
    for (const s of ['active', 'trialing', 'past_due', 'canceled']) expect(statuses).toContain(s);
    expect(partners.filter((p) => p.subscriptionStatus === 'active').every((p) => p.subscribedUntil! > new Date())).toBe(true);
    expect(new Set(partners.map((p) => p.slug)).size).toBe(partners.length);
    expect(partners.every((p) => p.logoUrl?.startsWith('/uploads/partners/'))).toBe(true);
    expect(await count(t.subscriptionPlans)).toBe(3);

    const services = await db.select().from(t.services);
    expect(services.length).toBeGreaterThanOrEqual(20);
    expect(new Set(services.map((s) => s.type))).toEqual(new Set(SERVICE_TYPES));
    const pinned = services.filter((s) => s.pinToHomepage);
    expect(pinned.map((s) => s.homepageSortOrder).sort()).toEqual([1, 2, 3]);
    expect(services.filter((s) => !s.pinToHomepage).every((s) => s.homepageSortOrder === 999)).toBe(true);
    expect(services.filter((s) => !s.isActive)).toHaveLength(1);
    expect(services.some((s) => s.currency !== 'NOK')).toBe(true);
    // Issue 22: every demo service says its length and group size; some run in seasons, most all year, and
    // each season passes the partner form's own rules today, so a partner can save the service as it is.
    expect(services.filter((s) => s.durationHours === null || s.groupSizeMin === null || s.groupSizeMax === null).map((s) => s.name)).toEqual([]);
    const seasonal = services.filter((s) => s.availability.length > 0);
    expect(seasonal.length).toBeGreaterThanOrEqual(3);
    expect(seasonal.length).toBeLessThan(services.length / 2);
    const seasonRules = seasonsSchemaFor({ today: utcDay(new Date()), kept: [] });
    for (const s of services) {
      expect(s.availableUntil, s.name).toBe(availableUntilOf(s.availability));
      expect(seasonRules.safeParse(s.availability), s.name).toMatchObject({ success: true, data: s.availability });
      expect(s.groupSizeMin! <= s.groupSizeMax!, s.name).toBe(true);
    }
    const byName = (pattern: RegExp) => services.find((s) => pattern.test(s.name))!;
    expect(byName(/Dhow Cruise/).durationHours).toBe(2);
    expect(byName(/Serengeti Great Migration/).durationHours).toBe(72);
    expect(byName(/Zambezi Riverside Lodge/).durationHours).toBe(24);
    // No plan limit is broken by the demo itself.
    const plans = new Map((await db.select().from(t.subscriptionPlans)).map((p) => [p.id, p]));
    for (const p of partners) {
      const max = plans.get(p.subscriptionPlanId!)?.maxServices;
      if (max != null) expect(services.filter((s) => s.partnerId === p.id).length).toBeLessThanOrEqual(max);
    }

    const trips = await db.select().from(t.trips);
    expect(new Set(trips.map((x) => x.status))).toEqual(new Set(TRIP_STATUSES));
    const prefs = await db.select().from(t.preferences);
    expect(new Set(prefs.map((x) => x.status))).toEqual(new Set(PREFERENCE_STATUSES));
    // Issue 18: every proposal says what it buys without naming its place; the answers and a revision are there to see.
    for (const trip of trips) {
      expect(trip.nights).toBeGreaterThan(0);
      expect(trip.inclusions).not.toBeNull();
      for (const text of [trip.teaser!, trip.inclusions!.accommodation_style, trip.inclusions!.meals]) expect(namedDestinationTerm(text, trip.destination)).toBeNull();
    }
    expect(prefs.filter((x) => x.status === 'changes_requested' || x.status === 'declined').every((x) => x.answerMessage && x.answeredAt)).toBe(true);
    const revisions = await db.select().from(t.tripProposalRevisions);
    expect(revisions.length).toBeGreaterThan(0);
    expect(revisions.every((r) => r.changes.length > 0 && trips.find((x) => x.id === r.tripId)?.status === 'pending_confirmation')).toBe(true);
    const rebook = trips.find((x) => x.rebookedFrom !== null)!;
    expect(rebook.originalTripId).toBe(rebook.rebookedFrom);
    expect(trips.find((x) => x.id === rebook.rebookedFrom)?.status).toBe('completed');
    expect(trips.filter((x) => x.status === 'revealed').every((x) => x.revealedAt && x.destination)).toBe(true);

    // Money: completed trips carry payouts per DESIGN.md; totals are the service value.
    const lines = await db.select().from(t.tripServices);
    for (const trip of trips) {
      const own = lines.filter((l) => l.tripId === trip.id);
      const pref = prefs.find((p) => p.id === trip.preferenceId)!;
      // Issue 22: a trip's party fits the group size of each of its services.
      for (const l of own) {
        const service = services.find((x) => x.id === l.serviceId)!;
        expect(pref.travellerCount >= service.groupSizeMin! && pref.travellerCount <= service.groupSizeMax!, service.name).toBe(true);
      }
      expect(trip.totalPriceMinor).toBe(own.reduce((sum, l) => sum + l.unitPriceMinor * pref.travellerCount, 0));
      for (const l of own) {
        // A traveller's cancellation that kept money pays the partners their share of it (docs/decisions/0015).
        if (trip.keptMinor === null) expect(l.partnerPayoutMinor).toBe(trip.status === 'completed' ? partnerPayoutMinor(l.unitPriceMinor, pref.travellerCount, l.commissionRate) : null);
        else expect(l.partnerPayoutMinor).toBe(partnerPayoutMinor(l.keptValueMinor!, 1, l.commissionRate));
      }
      if (trip.keptMinor !== null) expect(own.reduce((sum, l) => sum + l.keptValueMinor!, 0)).toBe(trip.keptMinor);
      if (trip.status === 'completed') expect(trip.completedAt).toBeInstanceOf(Date);
    }
    // Issue 19: every demo service has an African country; one new preference uses every need and an
    // exclusion, and no demo proposal holds a service in a country its preference excludes.
    expect(services.filter((s) => s.country === null || !isAfricanCountry(s.country)).map((s) => s.name)).toEqual([]);
    const fitting = prefs.filter((p) => p.status === 'new' && p.excludedCountries.length > 0 && p.homeCity && p.flightsIncluded === false && p.accessibilityNeeds && p.dietaryNeeds);
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting.some((p) => /wheelchair/i.test(p.accessibilityNeeds!) && p.excludedCountries.includes('KE'))).toBe(true);
    for (const trip of trips) {
      const excluded = prefs.find((p) => p.id === trip.preferenceId)!.excludedCountries;
      const countries = lines.filter((l) => l.tripId === trip.id).map((l) => services.find((s) => s.id === l.serviceId)!.country);
      expect(countries.filter((c) => c !== null && excluded.includes(c))).toEqual([]);
    }
    const payments = await db.select().from(t.payments);
    const paidTrips = trips.filter((x) => ['paid', 'refunded', 'deposit_paid', 'partially_refunded'].includes(x.paymentStatus));
    expect(payments.filter((p) => p.kind !== 'postponement_fee').map((p) => p.tripId).sort()).toEqual(paidTrips.map((x) => x.id).sort());
    // Every trip that was charged has the cancellation table agreed at its first charge (docs/decisions/0015).
    expect(paidTrips.filter((x) => x.cancellationTiers === null).map((x) => x.id)).toEqual([]);
    // Postponed (docs/decisions/0016): once, its fee in the ledger, the departure moved from postponed_from.
    const postponed = trips.filter((x) => x.postponedFrom !== null);
    expect(postponed).toHaveLength(1);
    const moves = await db.select().from(t.tripPostponements);
    for (const trip of postponed) {
      const move = moves.find((m) => m.tripId === trip.id)!;
      const fee = payments.find((p) => p.id === move.paymentId)!;
      expect(fee).toMatchObject({ tripId: trip.id, kind: 'postponement_fee', status: 'succeeded', amountMinor: move.feeMinor });
      expect(move).toMatchObject({ status: 'applied', fromDate: trip.postponedFrom, toDate: prefs.find((p) => p.id === trip.preferenceId)!.departureDate });
      expect(trip.postponedAt!.getTime()).toBeLessThanOrEqual(Date.now());
      expect(trip.updatedAt.getTime()).toBeGreaterThanOrEqual(trip.postponedAt!.getTime());
    }
    // A postponement waiting for its fee: an open fee charge, nothing moved (the admin sees "fee pending").
    const pendingMoves = moves.filter((m) => m.status === 'pending');
    expect(pendingMoves).toHaveLength(1);
    for (const move of pendingMoves) {
      const trip = trips.find((x) => x.id === move.tripId)!;
      expect(payments.find((p) => p.id === move.paymentId)).toMatchObject({ tripId: trip.id, kind: 'postponement_fee', status: 'requires_payment_method', amountMinor: move.feeMinor });
      expect(trip).toMatchObject({ postponedFrom: null, status: 'confirmed' });
      expect(move.fromDate).toBe(prefs.find((p) => p.id === trip.preferenceId)!.departureDate);
      expect(move.toDate > move.fromDate).toBe(true);
    }
    // Deposit and balance (docs/decisions/0013): one trip with the balance to come, one overdue, neither revealed.
    const depositPaid = trips.filter((x) => x.paymentStatus === 'deposit_paid');
    const today = new Date().toISOString().slice(0, 10);
    expect(depositPaid.map((x) => x.balanceDueDate! < today).sort()).toEqual([false, true]);
    expect(depositPaid.every((x) => x.status === 'confirmed' && x.revealedAt === null && x.depositMinor! > 0)).toBe(true);
    const depositPaidPrice = payments.filter((p) => depositPaid.some((x) => x.id === p.tripId) && p.kind !== 'postponement_fee');
    expect(depositPaidPrice.every((p) => p.kind === 'deposit' && p.status === 'succeeded')).toBe(true);
    const refunded = trips.filter((x) => x.paymentStatus === 'refunded' || x.paymentStatus === 'partially_refunded').map((x) => x.id);
    const refundRows = await db.select().from(t.refunds);
    expect(refundRows.map((r) => r.tripId).sort()).toEqual(refunded.sort());
    // The traveller's cancellation (docs/decisions/0015): paid less refunded is what was kept.
    const partial = trips.filter((x) => x.paymentStatus === 'partially_refunded');
    expect(partial.length).toBeGreaterThan(0);
    for (const trip of partial) {
      const paid = payments.filter((p) => p.tripId === trip.id).reduce((sum, p) => sum + p.amountMinor, 0);
      const back = refundRows.filter((r) => r.tripId === trip.id).reduce((sum, r) => sum + r.amountMinor, 0);
      expect(trip).toMatchObject({ status: 'cancelled', keptMinor: paid - back });
      expect(back).toBeGreaterThan(0);
    }
    expect(payments.every((p) => p.provider === 'sandbox')).toBe(true);
    expect(await count(t.tripReviews)).toBe(trips.filter((x) => x.status === 'completed').length);

    expect(await count(t.stories)).toBeGreaterThanOrEqual(6);
    expect(await count(t.storyMedia)).toBeGreaterThan(0);
    const posts = await db.select().from(t.blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(5);
    expect(posts.filter((p) => p.status === 'draft')).toHaveLength(1);
    const messages = await db.select().from(t.contactMessages);
    expect(new Set(messages.map((m) => m.status))).toEqual(new Set(['new', 'read', 'replied']));
    const settings = new Map((await db.select().from(t.settings)).map((s) => [s.key, s.value]));
    expect(settings.get('maintenance_mode')).toBe(false);
    expect(settings.get('reveal_days_before_departure')).toBe(3);
    expect(settings.get('exchange_rates')).toMatchObject({ base: 'NOK', rates: { NOK: 1 } });
    // Every currency of the picker (issue 22) has a demo rate.
    expect(Object.keys((settings.get('exchange_rates') as { rates: object }).rates).sort()).toEqual(['EUR', 'GBP', 'KES', 'MAD', 'NOK', 'TZS', 'USD', 'ZAR']);

    // Every image URL in the database is a file on disk.
    const urls = [...services.map((s) => s.imageUrl), ...partners.map((p) => p.logoUrl), ...posts.map((p) => p.featuredImage)];
    expect(urls.every((u) => u && existsSync(path.join(dir, u)))).toBe(true);
  });

  it('shows a paid trip that has not ended yet and one past its end date awaiting its traveller (docs/decisions/0021)', async () => {
    const db = handle.db;
    const today = new Date().toISOString().slice(0, 10);
    const rows = await db.select({ trip: t.trips, preference: t.preferences }).from(t.trips).innerJoin(t.preferences, eq(t.preferences.id, t.trips.preferenceId));
    const open = rows.filter((r) => r.trip.paymentStatus === 'paid' && (r.trip.status === 'revealed' || r.trip.status === 'confirmed'));
    const end = (r: (typeof rows)[number]) => tripEndDate(r.preference.departureDate, r.preference.duration, r.trip.nights);
    expect(open.some((r) => r.trip.status === 'revealed' && end(r) > today)).toBe(true);
    expect(open.some((r) => r.trip.status === 'revealed' && end(r) <= today)).toBe(true);
  });

  it("shows the admin's moderation: a hidden review with its reason out of the rating, and a service's edit history", async () => {
    const db = handle.db;
    const hidden = (await db.select().from(t.tripReviews)).filter((r) => r.hiddenAt !== null);
    expect(hidden).toHaveLength(1);
    const [admin] = await db.select().from(t.users).where(eq(t.users.userType, 'admin'));
    expect(hidden[0]).toMatchObject({ hiddenBy: admin!.id, hiddenReason: expect.stringContaining('phone number') });
    const lines = await db.select().from(t.serviceReviews).where(eq(t.serviceReviews.reviewId, hidden[0]!.id));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.hidden)).toBe(true);
    // The street food evening is rated by Kwame (4) and, hidden, by Lars (1): its card shows 4 from one review.
    const rated = lines.find((l) => l.rating === 1)!;
    const visible = (await db.select().from(t.serviceReviews).where(eq(t.serviceReviews.serviceId, rated.serviceId))).filter((l) => !l.hidden);
    const card = await findServiceCard(db, rated.serviceId);
    expect(toServiceDto(card!)).toMatchObject({ review_count: visible.length, avg_rating: visible.reduce((sum, l) => sum + l.rating, 0) / visible.length });
    expect(visible.length).toBeGreaterThan(0);

    const edits = await db.select().from(t.serviceAdminEdits);
    expect(edits.length).toBeGreaterThan(0);
    for (const edit of edits) {
      expect(edit.adminId).toBe(admin!.id);
      // Each note ends where the service is now.
      const [service] = await db.select().from(t.services).where(eq(t.services.id, edit.serviceId));
      const now = formValuesOf(service!) as Record<string, unknown>;
      for (const [field, change] of Object.entries(edit.changes)) {
        expect(now[field]).toEqual(change.to);
        expect(change.from).not.toEqual(change.to);
      }
    }
  });

  it('has trip threads waiting on both sides: an answer for Amina on her current trip, questions for the admin', async () => {
    const db = handle.db;
    const [amina] = await db.select().from(t.users).where(eq(t.users.email, 'amina@mysterytrips.example'));
    const current = (await db.select().from(t.trips).where(eq(t.trips.travellerId, amina!.id))).find((x) => x.status === 'pending_completion');
    expect((await listTravellerTripFacts(db, amina!.id)).find((x) => x.trip.id === current!.id)?.unreadMessages).toBe(1);
    const tripIds = (await db.select({ id: t.trips.id }).from(t.trips)).map((x) => x.id);
    expect([...(await unreadTravellerMessages(db, tripIds)).values()].filter((n) => n > 0)).toHaveLength(2);
    // Ids follow time within every thread: the thread's order and its read markers rely on it.
    const messages = await db.select().from(t.tripMessages).orderBy(t.tripMessages.id);
    for (const tripId of new Set(messages.map((m) => m.tripId))) {
      const times = messages.filter((m) => m.tripId === tripId).map((m) => m.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('has saved services (issue 22): Amina, who signs in first, waits for a proposal with hers, two no longer listed', async () => {
    const db = handle.db;
    const [amina] = await db.select().from(t.users).where(eq(t.users.email, 'amina@mysterytrips.example'));
    const saved = await listSavedServices(db, amina!.id);
    expect(saved.map((s) => s.name)).toEqual([
      'Sunset Dhow Cruise off Stone Town',
      'Tarangire Treetop Tented Camp',
      'Zambezi Riverside Lodge',
      'Serengeti Great Migration Safari (3 days)',
    ]);
    const rows = await db.select().from(t.savedServices).where(eq(t.savedServices.userId, amina!.id));
    expect(rows).toHaveLength(6);
    const waiting = (await db.select().from(t.preferences).where(eq(t.preferences.travellerId, amina!.id))).filter((p) => p.status === 'new');
    expect(waiting).toHaveLength(1);
    expect(await savedServiceIdsForPreference(db, waiting[0]!.id)).toEqual(saved.map((s) => s.id));
  });

  it('gives every revealed and completed trip a companion: itinerary inside the trip, meeting point, partner contacts', async () => {
    const db = handle.db;
    const shown = (await db.select().from(t.trips)).filter((x) => x.revealedAt !== null && x.status !== 'cancelled');
    expect(shown.length).toBeGreaterThanOrEqual(5);
    const heads = await db.select().from(t.tripItineraries);
    const days = await db.select().from(t.tripItineraryDays);
    const lines = await db.select().from(t.tripServices);
    for (const trip of shown) {
      const head = heads.find((h) => h.tripId === trip.id);
      expect(head?.meetingPoint, `trip ${trip.id}`).toBeTruthy();
      expect(head?.meetingTime).toMatch(/^\d{2}:\d{2}$/);
      const own = days.filter((d) => d.tripId === trip.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      const onTrip = new Set(lines.filter((l) => l.tripId === trip.id).map((l) => l.serviceId));
      expect(own.flatMap((d) => d.serviceIds).every((id) => onTrip.has(id))).toBe(true);
      const [pref] = await db.select().from(t.preferences).where(eq(t.preferences.id, trip.preferenceId));
      expect(own.every((d) => d.date >= pref!.departureDate)).toBe(true);
    }
    const partners = await db.select().from(t.partners);
    expect(partners.filter((p) => p.phoneNumber && p.websiteUrl).length).toBeGreaterThanOrEqual(3);
  });

  it('shows the envelope at each stage (issue 19): weather, packing and region open, one revealed, one sealed, none for an overdue balance', async () => {
    const trips = await handle.db.select().from(t.trips);
    const openings = await handle.db.select().from(t.tripEnvelopeOpenings);
    const envelopes = await handle.db.select().from(t.tripEnvelopes);
    const openedOf = (name: string) => openings.filter((o) => o.tripId === trips.find((x) => x.name === name)!.id).map((o) => o.stage).sort();
    expect(openedOf('Where the Plains Go On Forever')).toEqual(['weather']);
    expect(openedOf('Red Sand, Mint Tea')).toEqual(['packing', 'weather']);
    expect(openedOf('Reeds and Papyrus')).toEqual(['packing', 'region', 'weather']);
    expect(openedOf('Salt, Sails and Cloves')).toEqual(['packing', 'region', 'weather']);
    expect(openedOf('The Smoke That Thunders')).toEqual([]);
    expect(openedOf('Channels of the Delta')).toEqual([]);
    // Every opened stage is written: a traveller never sees an empty one.
    for (const o of openings) expect(envelopes.find((e) => e.tripId === o.tripId)?.[o.stage]).toBeTruthy();
  });

  it('lets every demo account sign in with the one password', async () => {
    const [admin] = await handle.db.select().from(t.users).where(eq(t.users.email, 'admin@mysterytrips.example'));
    expect(await verifyPassword(admin!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'wrong-password')).toBe(false);
    expect(new Set((await handle.db.select().from(t.users)).map((u) => u.passwordHash)).size).toBe(1);
    expect(await demoAdminExists(handle.db)).toBe(true);
  });

  it('does nothing once the database has users', async () => {
    const before = { users: await count(t.users), services: await count(t.services), files: readdirSync(path.join(dir, 'uploads/services')).length };
    const again = await seedDemoData({ db: handle.db, media, log: silent });
    expect(again).toEqual({ seeded: false, accounts: [] });
    expect({ users: await count(t.users), services: await count(t.services), files: readdirSync(path.join(dir, 'uploads/services')).length }).toEqual(before);
  });
});

describe('an operator-created admin', () => {
  it('still gets the demo on the first start, and the admin is kept', async () => {
    const fresh = await openDatabase({ loadDataDir: template });
    try {
      await createAdmin(fresh.db, { email: 'ops@example.com', password: 'operator-password', name: 'Ops' });
      const result = await seedDemoData({ db: fresh.db, media, log: silent });
      expect(result.seeded).toBe(true);
      const admins = await fresh.db.select().from(t.users).where(eq(t.users.userType, 'admin'));
      expect(admins.map((a) => a.email).sort()).toEqual(['admin@mysterytrips.example', 'ops@example.com']);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});

describe('all or nothing', () => {
  it('rolls every row back when a late insert fails', async () => {
    const fresh = await openDatabase({ loadDataDir: template });
    try {
      // The blog comes after people, services and trips: a duplicate slug fails on the unique index.
      const broken: DemoDataset = { ...DEMO_DATASET, blogPosts: [DEMO_DATASET.blogPosts[0]!, DEMO_DATASET.blogPosts[0]!] };
      await expect(
        fresh.db.transaction((tx) => insertDemoData(tx, { images: noImages(), passwordHash: 'x', dataset: broken })),
      ).rejects.toThrow();
      const [row] = await fresh.db.select({ n: sql<number>`count(*)::int` }).from(t.users);
      expect(row?.n).toBe(0);

      // Through the public entry point, the images it rendered are removed too.
      const brokenDir = mkdtempSync(path.join(tmpdir(), 'mt-seed-broken-'));
      const badRef: DemoDataset = { ...DEMO_DATASET, stories: [{ ...DEMO_DATASET.stories[0]!, author: 'nobody' }] };
      await expect(seedDemoData({ db: fresh.db, media: LocalDiskStore.forDataDir(brokenDir), log: silent, dataset: badRef })).rejects.toThrow(/unknown user "nobody"/);
      const [after] = await fresh.db.select({ n: sql<number>`count(*)::int` }).from(t.services);
      expect(after?.n).toBe(0);
      const left = ['partners', 'services', 'stories', 'blog', 'avatars'].flatMap((f) => (existsSync(path.join(brokenDir, 'uploads', f)) ? readdirSync(path.join(brokenDir, 'uploads', f)) : []));
      expect(left).toEqual([]);
      rmSync(brokenDir, { recursive: true, force: true });
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
