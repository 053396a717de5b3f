import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewTexts, tripReviewsResponseSchema } from '@mt/shared';
import { serviceReviews, tripReviews } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { endsToday, journey } from '../trips/testing/journey';

describe('trip reviews', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (token: string, tripId: number, payload: object) => t.app.inject({ method: 'POST', url: `/api/trips/${tripId}/reviews`, headers: bearer(token), payload });
  const check = (token: string, tripId: number) => t.app.inject({ method: 'GET', url: `/api/trips/${tripId}/reviews/check`, headers: bearer(token) });

  it('stores one review with the rated services, and check says so', async () => {
    const j = await journey(t.app, 'completed', { admin });
    expect((await check(j.traveller.token, j.tripId)).json()).toEqual({ hasReviewed: false });
    const res = await post(j.traveller.token, j.tripId, {
      overallRating: 5,
      comments: '  Unforgettable.  ',
      serviceReviews: [
        { serviceId: j.serviceIds[0], rating: 4, comments: 'Great guide' },
        { serviceId: j.serviceIds[1], rating: 5, comments: '' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(reviewTexts.success);
    expect(res.json().review).toMatchObject({ tripId: j.tripId, overallRating: 5, comments: 'Unforgettable.', serviceReviews: [{ serviceId: j.serviceIds[0], rating: 4, comments: 'Great guide' }, { serviceId: j.serviceIds[1], rating: 5, comments: null }] });
    expect((await check(j.traveller.token, j.tripId)).json()).toEqual({ hasReviewed: true });
  });

  it('allows one review per trip, also when two arrive at once', async () => {
    const j = await journey(t.app, 'completed', { admin });
    const [a, b] = await Promise.all([post(j.traveller.token, j.tripId, { overallRating: 4 }), post(j.traveller.token, j.tripId, { overallRating: 3 })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(reviewTexts.alreadyReviewed);
    expect(await t.db.select().from(tripReviews).where(eq(tripReviews.tripId, j.tripId))).toHaveLength(1);
  });

  it('accepts a revealed trip that has ended (the Review First flow) but not before the reveal or an unpaid one', async () => {
    const revealed = await journey(t.app, 'revealed', { admin });
    await endsToday(t.app, revealed.tripId);
    expect((await post(revealed.traveller.token, revealed.tripId, { overallRating: 4 })).statusCode).toBe(201);
    for (const stage of ['paid', 'proposed'] as const) {
      const j = await journey(t.app, stage, { admin });
      const res = await post(j.traveller.token, j.tripId, { overallRating: 4 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(reviewTexts.notReviewable);
    }
  });

  it.each([
    ['no overall rating', {}, reviewTexts.overallRequired],
    ['a rating of 0', { overallRating: 0 }, reviewTexts.overallRequired],
    ['a rating of 6', { overallRating: 6 }, reviewTexts.ratingRange],
    ['a fractional rating', { overallRating: 4.5 }, reviewTexts.ratingRange],
    ['comments too long', { overallRating: 4, comments: 'x'.repeat(2001) }, reviewTexts.commentsTooLong],
    ['a service rated 0', { overallRating: 4, serviceReviews: [{ serviceId: 1, rating: 0 }] }, reviewTexts.ratingRange],
  ])('answers 400 for %s, storing nothing', async (_label, payload, message) => {
    const j = await journey(t.app, 'completed', { admin });
    const res = await post(j.traveller.token, j.tripId, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain(message);
    expect(await t.db.select().from(tripReviews).where(eq(tripReviews.tripId, j.tripId))).toHaveLength(0);
  });

  it('refuses a service that is not on the trip, and duplicates, storing nothing', async () => {
    const j = await journey(t.app, 'completed', { admin });
    const other = await journey(t.app, 'proposed', { admin });
    const stranger = await post(j.traveller.token, j.tripId, { overallRating: 5, serviceReviews: [{ serviceId: other.serviceIds[0], rating: 5 }] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(reviewTexts.serviceNotOnTrip(other.serviceIds[0]!));
    const dup = await post(j.traveller.token, j.tripId, { overallRating: 5, serviceReviews: [{ serviceId: j.serviceIds[0], rating: 5 }, { serviceId: j.serviceIds[0], rating: 4 }] });
    expect(dup.statusCode).toBe(400);
    expect(await t.db.select().from(tripReviews).where(eq(tripReviews.tripId, j.tripId))).toHaveLength(0);
  });

  it("answers another traveller's trip like a missing one (404), and forbids partners/admins", async () => {
    const j = await journey(t.app, 'completed', { admin });
    const other = await createTraveller(t.app);
    expect((await post(other.token, j.tripId, { overallRating: 5 })).statusCode).toBe(404);
    expect((await check(other.token, j.tripId)).statusCode).toBe(404);
    expect((await post(admin.token, j.tripId, { overallRating: 5 })).statusCode).toBe(403);
    expect((await post((await createPartner(t.app)).token, j.tripId, { overallRating: 5 })).statusCode).toBe(403);
  });

  it('GET /api/admin/trip-reviews lists reviews in spec 3’s shape, for admins only', async () => {
    const j = await journey(t.app, 'completed', { admin });
    await post(j.traveller.token, j.tripId, { overallRating: 3, serviceReviews: [{ serviceId: j.serviceIds[1], rating: 2, comments: 'Late pickup' }] });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/trip-reviews', headers: bearer(admin.token) });
    const { reviews } = tripReviewsResponseSchema.strict().parse(res.json());
    const mine = reviews.find((r) => r.tripId === j.tripId)!;
    expect(mine).toMatchObject({ trip_id: j.tripId, travelerName: j.traveller.user.name, overallRating: 3, comments: null });
    expect(mine.serviceReviews).toEqual([expect.objectContaining({ serviceId: j.serviceIds[1], service_id: j.serviceIds[1], rating: 2, comments: 'Late pickup' })]);
    expect(mine.serviceReviews[0]!.serviceName).toMatch(/^Test Service/);
    expect(reviews[0]!.createdAt >= reviews.at(-1)!.createdAt).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/trip-reviews', headers: bearer(j.traveller.token) })).statusCode).toBe(403);
    expect(await t.db.select().from(serviceReviews)).not.toHaveLength(0);
  });
});
