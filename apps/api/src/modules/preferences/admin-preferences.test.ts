import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPreferencesResponseSchema, tripTexts } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { journey, submitPreference } from '../trips/testing/journey';

describe('admin preferences', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lists every preference with its traveller and trip (rebooking flags), newest first', async () => {
    const traveller = await createTraveller(t.app);
    const fresh = await submitPreference(t.app, traveller.token, { notes: 'Vegetarian' });
    const j = await journey(t.app, 'completed', { admin });
    const rebook = (await t.app.inject({ method: 'POST', url: `/api/trips/${j.tripId}/rebook`, headers: bearer(j.traveller.token) })).json();

    const res = await get('/api/admin/preferences');
    const { preferences } = adminPreferencesResponseSchema.strict().parse(res.json());
    const byId = new Map(preferences.map((p) => [p.id, p]));
    expect(byId.get(fresh)).toMatchObject({ preference_id: fresh, traveller_name: traveller.user.name, traveller_email: traveller.email, status: 'new', notes: 'Vegetarian', associated_trip: null, interests: ['wildlife'] });
    expect(byId.get(j.preferenceId)).toMatchObject({ status: 'completed', associated_trip: { id: j.tripId, status: 'completed', payment_status: 'paid', has_been_rebooked: true, is_rebooking: false } });
    const rebookPref = preferences.find((p) => p.associated_trip?.id === rebook.tripId)!;
    expect(rebookPref).toMatchObject({ status: 'trip_created', associated_trip: { is_rebooking: true, original_trip_id: j.tripId, has_been_rebooked: false } });
    expect(preferences.map((p) => p.created_at)).toEqual([...preferences.map((p) => p.created_at)].sort().reverse());
  });

  it("says whether the traveller confirmed the e-mail address: until then they cannot pay (issue 21)", async () => {
    const confirmed = await createTraveller(t.app);
    const unconfirmed = await createTraveller(t.app, {}, { verified: false });
    const confirmedPref = await submitPreference(t.app, confirmed.token);
    const unconfirmedPref = await submitPreference(t.app, unconfirmed.token);
    const { preferences } = adminPreferencesResponseSchema.strict().parse((await get('/api/admin/preferences')).json());
    const byId = new Map(preferences.map((p) => [p.id, p]));
    expect(byId.get(confirmedPref)?.traveller_email_verified).toBe(true);
    expect(byId.get(unconfirmedPref)?.traveller_email_verified).toBe(false);
    expect((await get(`/api/admin/preferences/${unconfirmedPref}`)).json().preference.traveller_email_verified).toBe(false);
  });

  it('reads one preference, 404 for none, 403 for non-admins', async () => {
    const traveller = await createTraveller(t.app);
    const id = await submitPreference(t.app, traveller.token);
    expect((await get(`/api/admin/preferences/${id}`)).json().preference).toMatchObject({ id, status: 'new' });
    const missing = await get('/api/admin/preferences/987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(tripTexts.preferenceNotFound);
    expect((await get('/api/admin/preferences', traveller.token)).statusCode).toBe(403);
    expect((await get(`/api/admin/preferences/${id}`, (await createPartner(t.app)).token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/preferences' })).statusCode).toBe(401);
  });
});
