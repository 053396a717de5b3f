import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROPOSAL_ANSWER_MAX, proposalTexts, tripMessageResponseSchema, type AdminPreference } from '@mt/shared';
import { outboxEmails, payments, preferences, trips } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { confirmCard, journey, startPayment, travellerTrip } from './testing/journey';

/** Issue 18 section 1: the traveller accepts (pays), asks for changes, or declines an unpaid proposal. */
describe('answering a proposal', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, token: string | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url, ...(token ? { headers: bearer(token) } : {}), payload: payload as Record<string, unknown> });
  const changeRequest = (tripId: number, token: string | null, message: unknown = 'Could it be a little shorter, and with more wildlife?') =>
    post(`/api/trips/${tripId}/change-request`, token, { message });
  const decline = (tripId: number, token: string | null, reason: unknown = 'We have to postpone our holiday this year.') => post(`/api/trips/${tripId}/decline`, token, { reason });
  const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
  const preferenceRow = async (id: number) => (await t.db.select().from(preferences).where(eq(preferences.id, id)))[0]!;
  const adminPreference = async (id: number): Promise<AdminPreference> =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/preferences/${id}`, headers: bearer(admin.token) })).json().preference;
  const mailTo = async (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

  describe('POST /api/trips/{id}/change-request', () => {
    it('marks the preference changes_requested with the message for the admins, who are e-mailed; the trip stays payable', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      const res = await changeRequest(j.tripId, j.traveller.token, '  Fewer nights, please.  ');
      expect(res.statusCode).toBe(200);
      const body = tripMessageResponseSchema.parse(res.json());
      expect(body.message).toBe(proposalTexts.changeRequested);
      expect(body.trip).toMatchObject({ status: 'pending_confirmation', payment_status: 'pending', proposal_answer: { kind: 'changes_requested', message: 'Fewer nights, please.' } });

      expect(await adminPreference(j.preferenceId)).toMatchObject({ status: 'changes_requested', traveller_answer: { kind: 'changes_requested', message: 'Fewer nights, please.' } });
      const adminTrip = (await t.app.inject({ method: 'GET', url: `/api/admin/trips/${j.tripId}`, headers: bearer(admin.token) })).json().trip;
      expect(adminTrip.proposal_answer).toMatchObject({ kind: 'changes_requested', message: 'Fewer nights, please.' });
      const mail = await mailTo(admin.email);
      expect(mail.find((m) => m.subject === `Changes requested for trip #${j.tripId}`)?.body).toContain('Fewer nights, please.');
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'pending_confirmation', paymentStatus: 'pending' });

      // Accepting is still possible: the payment goes through and the trip is confirmed.
      expect((await confirmCard(t.app, await startPayment(t.app, j.traveller.token, j.tripId))).json().status).toBe('succeeded');
      expect((await preferenceRow(j.preferenceId)).status).toBe('confirmed');
    });

    it('keeps the latest of several requests', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      expect((await changeRequest(j.tripId, j.traveller.token, 'First thought')).statusCode).toBe(200);
      expect((await changeRequest(j.tripId, j.traveller.token, 'Second thought')).statusCode).toBe(200);
      expect((await adminPreference(j.preferenceId)).traveller_answer?.message).toBe('Second thought');
      expect((await travellerTrip(t.app, j.traveller.token, j.tripId)).proposal_answer?.message).toBe('Second thought');
    });

    it.each([
      ['an empty message', '   ', proposalTexts.messageRequired],
      ['no message', undefined, proposalTexts.messageRequired],
      ['a message too long', 'x'.repeat(PROPOSAL_ANSWER_MAX + 1), proposalTexts.messageTooLong(PROPOSAL_ANSWER_MAX)],
    ])('answers %s with 400 and changes nothing', async (_label, message, text) => {
      const j = await journey(t.app, 'proposed', { admin });
      const res = await post(`/api/trips/${j.tripId}/change-request`, j.traveller.token, message === undefined ? {} : { message });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.message).toContain(text);
      expect((await preferenceRow(j.preferenceId)).status).toBe('trip_created');
    });

    it('takes a message of exactly the maximum length', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      expect((await changeRequest(j.tripId, j.traveller.token, 'x'.repeat(PROPOSAL_ANSWER_MAX))).statusCode).toBe(200);
    });
  });

  describe('POST /api/trips/{id}/decline', () => {
    it('cancels the trip with nothing charged, declines the preference with the reason, and cancels the open payment', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      const secret = await startPayment(t.app, j.traveller.token, j.tripId);
      const res = await decline(j.tripId, j.traveller.token, 'Too expensive for us.');
      expect(res.statusCode).toBe(200);
      const body = tripMessageResponseSchema.parse(res.json());
      expect(body.message).toBe(proposalTexts.declined);
      expect(body.trip).toMatchObject({ status: 'cancelled', payment_status: 'na', proposal_answer: { kind: 'declined', message: 'Too expensive for us.' } });
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'cancelled', paymentStatus: 'na' });
      expect(await adminPreference(j.preferenceId)).toMatchObject({ status: 'declined', traveller_answer: { kind: 'declined', message: 'Too expensive for us.' } });
      expect((await t.db.select().from(payments).where(eq(payments.tripId, j.tripId))).map((p) => p.status)).toEqual(['canceled']);
      // The card form still open on the old intent cannot charge it.
      expect((await confirmCard(t.app, secret)).statusCode).toBe(409);
      expect((await tripRow(j.tripId)).paymentStatus).toBe('na');

      expect((await mailTo(j.traveller.email)).map((m) => m.subject)).toContain(`You declined mystery trip #${j.tripId}`);
      expect((await mailTo(admin.email)).find((m) => m.subject === `Trip #${j.tripId} was declined`)?.body).toContain('Too expensive for us.');
    });

    it('leaves a declined trip rebookable like any cancelled trip', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      expect((await decline(j.tripId, j.traveller.token)).statusCode).toBe(200);
      const res = await post(`/api/trips/${j.tripId}/rebook`, j.traveller.token, {});
      expect(res.statusCode).toBe(201);
    });

    it('answers an empty reason with 400 and changes nothing', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      const res = await decline(j.tripId, j.traveller.token, '');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.reason).toContain(proposalTexts.reasonRequired);
      expect((await tripRow(j.tripId)).status).toBe('pending_confirmation');
    });
  });

  describe.each([
    ['change-request', changeRequestCall],
    ['decline', declineCall],
  ])('who and when: %s', (_name, call) => {
    it('answers 401 without a token, 403 for an admin or a partner, 404 for no trip and for another traveller; nothing changes', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      const other = await createTraveller(t.app);
      const partner = await createPartner(t.app);
      expect((await call(t, j.tripId, null)).statusCode).toBe(401);
      for (const token of [admin.token, partner.token]) expect((await call(t, j.tripId, token)).statusCode).toBe(403);
      expect((await call(t, j.tripId, other.token)).statusCode).toBe(404);
      expect((await call(t, 987654321, j.traveller.token)).statusCode).toBe(404);
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'pending_confirmation', paymentStatus: 'pending' });
      expect((await preferenceRow(j.preferenceId)).status).toBe('trip_created');
    });

    it('answers 409 once the trip is paid', async () => {
      const j = await journey(t.app, 'paid', { admin });
      const res = await call(t, j.tripId, j.traveller.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(proposalTexts.notAnswerable);
      expect(await tripRow(j.tripId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect((await preferenceRow(j.preferenceId)).status).toBe('confirmed');
    });

    it('answers 409 once the trip is cancelled (or already declined)', async () => {
      const j = await journey(t.app, 'proposed', { admin });
      expect((await decline(j.tripId, j.traveller.token)).statusCode).toBe(200);
      const res = await call(t, j.tripId, j.traveller.token);
      expect(res.statusCode).toBe(409);
      expect((await preferenceRow(j.preferenceId)).status).toBe('declined');
    });
  });
});

function changeRequestCall(t: TestApp, tripId: number, token: string | null) {
  return t.app.inject({ method: 'POST', url: `/api/trips/${tripId}/change-request`, ...(token ? { headers: bearer(token) } : {}), payload: { message: 'Less driving, please.' } });
}
function declineCall(t: TestApp, tripId: number, token: string | null) {
  return t.app.inject({ method: 'POST', url: `/api/trips/${tripId}/decline`, ...(token ? { headers: bearer(token) } : {}), payload: { reason: 'Not for us.' } });
}
