import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminTripResponseSchema, proposalTexts, type ReviseProposalInput } from '@mt/shared';
import { outboxEmails, payments, preferences, tripProposalRevisions, trips, tripServices } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createTraveller, type Person } from '../../test/factories';
import { bookableServices, confirmCard, journey, PROPOSAL_CONTENT, startPayment, travellerTrip } from './testing/journey';

/** Issue 18 section 1: the admin revises an unpaid proposal; the traveller sees the revision and what changed. */
describe('PUT /api/admin/trips/{id}/proposal', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const revise = (tripId: number, body: Record<string, unknown>, token: string | null = admin.token) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/trips/${tripId}/proposal`, ...(token ? { headers: bearer(token) } : {}), payload: body });
  /** The proposal as journey() made it (5,000 NOK, its two services), with `change` on top. */
  const same = (serviceIds: number[], change: Partial<ReviseProposalInput> = {}): Record<string, unknown> => ({
    service_ids: serviceIds,
    total_price: 5000,
    ...PROPOSAL_CONTENT,
    ...change,
  });
  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const preferenceRow = async (id: number) => (await t.db.select().from(preferences).where(eq(preferences.id, id)))[0]!;
  const revisionRows = (tripId: number) => t.db.select().from(tripProposalRevisions).where(eq(tripProposalRevisions.tripId, tripId));

  it('revises price, nights, inclusions, teaser and services; records what changed without service names; answers the change request', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const { services: extra } = await bookableServices(t.app, 1);
    await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/change-request`, headers: bearer(j.traveller.token), payload: { message: 'Shorter and cheaper?' } });

    const teaser = 'Shorter, slower, and just as surprising.';
    const inclusions = { ...PROPOSAL_CONTENT.inclusions, airport_transfers: false, meals: 'breakfast daily' };
    const res = await revise(j.tripId, same([j.serviceIds[0]!, extra[0]!.id], { total_price: 4200, nights: 5, inclusions, teaser }));
    expect(res.statusCode).toBe(200);
    const { trip } = adminTripResponseSchema.parse(res.json());
    const changes = [
      { field: 'total_price', from: 5000, to: 4200 },
      { field: 'nights', from: 6, to: 5 },
      { field: 'services', from: 2, to: 2 },
      { field: 'airport_transfers', from: true, to: false },
      { field: 'meals', from: PROPOSAL_CONTENT.inclusions.meals, to: 'breakfast daily' },
      { field: 'teaser', from: PROPOSAL_CONTENT.teaser, to: teaser },
    ];
    expect(trip).toMatchObject({ total_price: 4200, nights: 5, inclusions, teaser, revision: 2, changes, proposal_answer: null, status: 'pending_confirmation' });

    const lines = await t.db.select().from(tripServices).where(eq(tripServices.tripId, j.tripId));
    expect(lines.map((l) => l.serviceId).sort()).toEqual([j.serviceIds[0]!, extra[0]!.id].sort());
    expect((await preferenceRow(j.preferenceId)).status).toBe('trip_created');
    expect(await revisionRows(j.tripId)).toMatchObject([{ revision: 2, answeredRequest: 'Shorter and cheaper?', changes }]);

    const seen = await travellerTrip(t.app, j.traveller.token, j.tripId);
    expect(seen).toMatchObject({ total_price: 4200, nights: 5, revision: 2, changes, proposal_answer: null });
    expect(JSON.stringify(seen)).not.toContain(extra[0]!.name);

    const [mail] = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, j.traveller.email))).filter((m) => m.subject.includes('revised proposal'));
    expect(mail?.body).toContain('Price: NOK');
    expect(mail?.body).toContain('Nights: 6 → 5');
    expect(mail?.body).not.toContain(extra[0]!.name);

    // A second revision is version 3.
    expect((await revise(j.tripId, same([j.serviceIds[0]!, extra[0]!.id], { total_price: 4100, nights: 5, inclusions, teaser }))).json().trip).toMatchObject({
      revision: 3,
      changes: [{ field: 'total_price', from: 4200, to: 4100 }],
    });
  });

  it('cancels the open payment so the old price can never be charged; /pay then charges the new price', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const oldSecret = await startPayment(t.app, j.traveller.token, j.tripId);
    expect((await revise(j.tripId, same(j.serviceIds, { total_price: 4500 }))).statusCode).toBe(200);
    expect((await confirmCard(t.app, oldSecret)).statusCode).toBe(409);
    expect((await tripRow(j.tripId)).status).toBe('pending_confirmation');

    const newSecret = await startPayment(t.app, j.traveller.token, j.tripId);
    expect(newSecret).not.toBe(oldSecret);
    expect((await confirmCard(t.app, newSecret)).json().status).toBe('succeeded');
    const rows = await t.db.select().from(payments).where(eq(payments.tripId, j.tripId)).orderBy(payments.id);
    expect(rows.map((p) => [p.amountMinor, p.status])).toEqual([
      [500_000, 'canceled'],
      [450_000, 'succeeded'],
    ]);
  });

  it('cancels the open payment on a revision that keeps the price, and resets a failed payment to pending', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const secret = await startPayment(t.app, j.traveller.token, j.tripId);
    expect((await confirmCard(t.app, secret, '4000 0000 0000 0002')).json().status).toBe('failed');
    expect((await revise(j.tripId, same(j.serviceIds, { nights: 4 }))).statusCode).toBe(200);
    expect((await tripRow(j.tripId)).paymentStatus).toBe('pending');
    expect((await confirmCard(t.app, secret)).statusCode).toBe(409);
  });

  it('refuses a teaser naming the destination kept from the trip (400), and writes nothing', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const res = await revise(j.tripId, same(j.serviceIds, { teaser: 'Hello from arusha!' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.teaser).toEqual([proposalTexts.namesDestination('teaser', 'arusha')]);
    expect((await tripRow(j.tripId)).teaser).toBe(PROPOSAL_CONTENT.teaser);
    expect(await revisionRows(j.tripId)).toHaveLength(0);
  });

  it('answers 400 for a revision that changes nothing, and saves a hidden destination change without a revision', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const res = await revise(j.tripId, same(j.serviceIds));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(proposalTexts.nothingChanged);

    const hidden = await revise(j.tripId, same(j.serviceIds, { destination: 'Kilimanjaro foothills' }));
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().trip).toMatchObject({ destination: 'Kilimanjaro foothills', revision: 1 });
    expect(await revisionRows(j.tripId)).toHaveLength(0);
    expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).destination).toBeNull();
  });

  it('answers 409 once the trip is paid or cancelled, 404 for no trip, 401/403 for non-admins; nothing changes', async () => {
    const paid = await journey(t.app, 'paid', { admin });
    const res = await revise(paid.tripId, same(paid.serviceIds, { total_price: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(proposalTexts.notRevisable);
    expect((await tripRow(paid.tripId)).totalPriceMinor).toBe(500_000);

    const declined = await journey(t.app, 'proposed', { admin });
    await t.app.inject({ method: 'POST', url: `/api/trips/${declined.tripId}/decline`, headers: bearer(declined.traveller.token), payload: { reason: 'No.' } });
    expect((await revise(declined.tripId, same(declined.serviceIds, { total_price: 1 }))).statusCode).toBe(409);

    expect((await revise(987654321, same(paid.serviceIds))).statusCode).toBe(404);
    const open = await journey(t.app, 'proposed', { admin });
    expect((await revise(open.tripId, same(open.serviceIds, { total_price: 1 }), null)).statusCode).toBe(401);
    const traveller = await createTraveller(t.app);
    for (const token of [traveller.token, open.traveller.token]) expect((await revise(open.tripId, same(open.serviceIds, { total_price: 1 }), token)).statusCode).toBe(403);
    expect((await tripRow(open.tripId)).totalPriceMinor).toBe(500_000);
  });

  it('answers 400 for missing contents, as the create schema does', async () => {
    const j = await journey(t.app, 'proposed', { admin });
    const res = await revise(j.tripId, { service_ids: j.serviceIds, total_price: 10 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['nights', 'inclusions', 'teaser']));
  });
});
