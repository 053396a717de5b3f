import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { reviewTexts, tripEndTexts, tripTexts } from '@mt/shared';
import { outboxEmails, trips } from '../../db/schema';
import { AdjustableClock } from '../../lib/clock';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { confirmCard, inDays, journey, PROPOSAL_CONTENT, setStatus, startPayment, travellerTrip, type Journey } from './testing/journey';

/**
 * Dates that make sense (issue 19 section 4, docs/decisions/0021): the end date is departure + nights,
 * completion by the traveller and reviews open on it. The clock is injected and moved, never slept on.
 */
describe('trip end dates', () => {
  let t: TestApp;
  let admin: Person;
  const clock = new AdjustableClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const at = (isoDate: string, time = '12:00:00') => clock.set(new Date(`${isoDate}T${time}Z`));
  const complete = (j: Journey) => t.app.inject({ method: 'PUT', url: `/api/trips/${j.tripId}/traveller-complete`, headers: bearer(j.traveller.token) });
  const review = (j: Journey) =>
    t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/reviews`, headers: bearer(j.traveller.token), payload: { overallRating: 5, comments: 'Wonderful.' } });
  // The journey's departure, 30 days ahead, and its end: the proposal's nights later.
  const departure = inDays(30);
  const end = inDays(30 + PROPOSAL_CONTENT.nights);

  it('the end date is the departure plus the nights, in the traveller and the admin DTOs', async () => {
    clock.set(null);
    const j = await journey(t.app, 'paid', { admin, preference: { departure_date: departure, duration: '10-14' } });
    expect(await travellerTrip(t.app, j.traveller.token, j.tripId)).toMatchObject({ departure_date: departure, return_date: end, completable_from: end });
    const adminTrip = (await t.app.inject({ method: 'GET', url: `/api/admin/trips/${j.tripId}`, headers: bearer(admin.token) })).json().trip;
    expect(adminTrip).toMatchObject({ departure_date: departure, return_date: end });
  });

  it('a trip made before nights existed keeps the duration rule', async () => {
    clock.set(null);
    const j = await journey(t.app, 'paid', { admin, preference: { departure_date: departure, duration: '5-7' } });
    await t.db.update(trips).set({ nights: null }).where(eq(trips.id, j.tripId));
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).return_date).toBe(inDays(36));
  });

  it('the traveller completes from the end date on: 409 naming the date the day before, 200 on it', async () => {
    clock.set(null);
    const j = await journey(t.app, 'revealed', { admin, preference: { departure_date: departure } });
    expect(await travellerTrip(t.app, j.traveller.token, j.tripId)).toMatchObject({ can_complete: false, completable_from: end });

    at(inDays(30 + PROPOSAL_CONTENT.nights - 1), '23:59:59');
    const early = await complete(j);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(tripEndTexts.notCompletableYet(end));
    expect((await t.db.select().from(trips).where(eq(trips.id, j.tripId)))[0]!.status).toBe('revealed');

    at(end, '00:00:00');
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).can_complete).toBe(true);
    const onTime = await complete(j);
    expect(onTime.statusCode).toBe(200);
    expect(onTime.json().trip).toMatchObject({ status: 'pending_completion', can_complete: false });
  });

  it('a confirmed trip long past its end date can be completed too', async () => {
    clock.set(null);
    const j = await journey(t.app, 'paid', { admin, preference: { departure_date: departure } });
    at(inDays(90));
    expect((await complete(j)).statusCode).toBe(200);
  });

  it('the end date does not open completion for a trip that is not paid', async () => {
    clock.set(null);
    const j = await journey(t.app, 'proposed', { admin, preference: { departure_date: departure } });
    at(inDays(90));
    const res = await complete(j);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(tripTexts.notCompletable);
  });

  it('the admin completes a trip at any time, before it has even left', async () => {
    clock.set(null);
    const j = await journey(t.app, 'paid', { admin, preference: { departure_date: departure } });
    const res = await setStatus(t.app, admin.token, j.tripId, 'completed');
    expect(res.statusCode).toBe(200);
    expect(res.json().trip.status).toBe('completed');
  });

  it('reviews: 409 before the end date, accepted from it', async () => {
    clock.set(null);
    const j = await journey(t.app, 'revealed', { admin, preference: { departure_date: departure } });
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).can_review).toBe(false);
    at(inDays(30 + PROPOSAL_CONTENT.nights - 1));
    const early = await review(j);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(tripEndTexts.notReviewableYet(end));
    at(end);
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).can_review).toBe(true);
    expect((await review(j)).statusCode).toBe(201);
  });

  it('reviews: a completed trip is reviewable at once, even before its end date', async () => {
    clock.set(null);
    const j = await journey(t.app, 'completed', { admin, preference: { departure_date: departure } });
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).can_review).toBe(true);
    expect((await review(j)).statusCode).toBe(201);
  });

  it('reviews: a trip that is only confirmed is not reviewable, whatever the date', async () => {
    clock.set(null);
    const j = await journey(t.app, 'paid', { admin, preference: { departure_date: departure } });
    at(inDays(90));
    const res = await review(j);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(reviewTexts.notReviewable);
  });

  describe('rebooking (docs/decisions/0021)', () => {
    const rebook = (j: Journey) => t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/rebook`, headers: bearer(j.traveller.token), payload: { departure_date: inDays(60) } });
    const proposalMail = async (email: string, tripId: number) =>
      (await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, `Your mystery trip #${tripId} is ready to book`))))[0]!.body;

    it('a revealed trip rebooked: name, destination and nights carried, and no surprise promised', async () => {
      clock.set(null);
      const j = await journey(t.app, 'completed', { admin, preference: { departure_date: departure } });
      const source = (await t.db.select().from(trips).where(eq(trips.id, j.tripId)))[0]!;
      const res = await rebook(j);
      expect(res.statusCode).toBe(201);
      const next = res.json().trip;
      expect(next).toMatchObject({ status: 'pending_confirmation', is_revealed: false, destination_known: true, name: source.name, destination: source.destination, nights: PROPOSAL_CONTENT.nights });
      expect(next.return_date).toBe(inDays(60 + PROPOSAL_CONTENT.nights));
      const body = await proposalMail(j.traveller.email, next.id);
      expect(body).not.toContain('surprise');
      expect(body).toContain(`back to ${source.destination}`);
    });

    it('the reveal of a known rebooking says the trip is coming up, not that a destination is revealed', async () => {
      clock.set(null);
      const j = await journey(t.app, 'completed', { admin, preference: { departure_date: departure } });
      const source = (await t.db.select().from(trips).where(eq(trips.id, j.tripId)))[0]!;
      const next = (await rebook(j)).json().trip;
      expect((await confirmCard(t.app, await startPayment(t.app, j.traveller.token, next.id))).json().status).toBe('succeeded');
      expect((await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${next.id}/reveal`, headers: bearer(admin.token) })).statusCode).toBe(200);
      const subjects = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, j.traveller.email))).map((m) => m.subject);
      expect(subjects).toContain(`Your trip back to ${source.destination} is coming up`);
      expect(subjects.filter((s) => s.startsWith('Your destination is revealed'))).toHaveLength(1);
    });

    it('a trip cancelled before its reveal rebooked: still a surprise', async () => {
      clock.set(null);
      const j = await journey(t.app, 'paid', { admin, preference: { departure_date: departure } });
      expect((await setStatus(t.app, admin.token, j.tripId, 'cancelled')).statusCode).toBe(200);
      const next = (await rebook(j)).json().trip;
      expect(next).toMatchObject({ destination_known: false, name: null, destination: null });
      expect(await proposalMail(j.traveller.email, next.id)).toContain('The destination stays a surprise');
    });
  });
});
