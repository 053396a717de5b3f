import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewTexts } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, type Person } from '../../test/factories';
import { journey } from '../trips/testing/journey';

/** How a refused review answers: which refusal wins, and where the form shows it. */
describe('refused trip reviews', () => {
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

  it('puts a service that is not on the trip under serviceReviews, for the form', async () => {
    const j = await journey(t.app, 'completed', { admin });
    const other = await journey(t.app, 'proposed', { admin });
    const res = await post(j.traveller.token, j.tripId, { overallRating: 5, serviceReviews: [{ serviceId: other.serviceIds[0], rating: 5 }] });
    expect(res.statusCode).toBe(400);
    const message = reviewTexts.serviceNotOnTrip(other.serviceIds[0]!);
    expect(res.json()).toMatchObject({ message, errors: { serviceReviews: [message] } });
  });

  it('answers a second review as already reviewed, whatever else is wrong with it', async () => {
    const j = await journey(t.app, 'completed', { admin });
    const other = await journey(t.app, 'proposed', { admin });
    expect((await post(j.traveller.token, j.tripId, { overallRating: 4 })).statusCode).toBe(201);
    const again = await post(j.traveller.token, j.tripId, { overallRating: 5, serviceReviews: [{ serviceId: other.serviceIds[0], rating: 5 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reviewTexts.alreadyReviewed);
  });
});
