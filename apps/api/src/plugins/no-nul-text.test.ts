import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTexts } from '@mt/shared';
import { pathOfNul, pathOfUnpairedSurrogate } from '../lib/nul-text';
import { bearer, buildTestApp, type TestApp } from '../test/app';
import { createTraveller, travellerInput } from '../test/factories';
import { multipart } from '../test/multipart';
import { storyFields } from '../modules/stories/testing/story-fixtures';
import { journey, PROPOSAL_CONTENT } from '../modules/trips/testing/journey';

const refused = (field: string) => ({ message: requestTexts.nulCharacter, errors: { [field]: [requestTexts.nulCharacter] } });

describe('a NUL character in any text (issue 21: each of these answered 500)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('in a JSON body, even deep or in a key, answers 400 naming the field and writes nothing', async () => {
    const input = travellerInput({ name: 'Ann\u0000Lee' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('name'));
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password } });
    expect(login.statusCode).toBe(401);

    const me = await createTraveller(t.app);
    const notes = await t.app.inject({ method: 'POST', url: '/api/preferences', headers: bearer(me.token), payload: { notes: 'x', nested: { 'a\u0000': 1 } } });
    expect(notes.statusCode).toBe(400);
    expect(notes.json()).toEqual(refused('nested.a\u0000'));
  });

  it('in a query or an address answers 400 naming it', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/services/search?search=lodge%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refused('query.search'));
    const partner = await t.app.inject({ method: 'GET', url: '/api/public/partners/spice%00island' });
    expect(partner.statusCode).toBe(400);
    expect(partner.json()).toEqual(refused('params.slug'));
  });

  it('in a multipart field (a story) answers 400 naming the field', async () => {
    const me = await createTraveller(t.app);
    const body = multipart({ ...storyFields(), title: 'Dunes\u0000at dawn' });
    const res = await t.app.inject({ method: 'POST', url: '/api/stories', payload: body.payload, headers: { ...body.headers, ...bearer(me.token) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('title'));
  });

  it('leaves text without one alone, and does not look into a raw body', async () => {
    expect(pathOfNul({ a: ['x', { b: 'y' }] })).toBeNull();
    expect(pathOfNul({ a: ['x', { b: 'y\u0000' }] })).toBe('a.1.b');
    expect(pathOfNul(Buffer.from('raw\u0000bytes'))).toBeNull();
    const search = await t.app.inject({ method: 'GET', url: '/api/services/search?search=lodge' });
    expect(search.statusCode).toBe(200);
  });

  it('refuses an unpaired surrogate the same way (the hostile-input suite: a proposal with one answered 500)', async () => {
    const broken = { message: requestTexts.unpairedSurrogate, errors: { teaser: [requestTexts.unpairedSurrogate] } };
    const { admin, tripId, serviceIds } = await journey(t.app);
    const proposal = { service_ids: serviceIds, total_price: 5000, currency: 'NOK', name: 'Dunes', destination: 'Morocco', ...PROPOSAL_CONTENT };
    // JSON text "\ud800" parses to a lone high surrogate: PostgreSQL's jsonb (the proposal's revision) refused it.
    const payload = JSON.stringify({ ...proposal, teaser: 'Dunes \ud800 at dawn' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${tripId}/proposal`, headers: { ...bearer(admin.token), 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(broken);
    const search = await t.app.inject({ method: 'GET', url: '/api/services/search?search=lodge%ED%B0%80' });
    expect(search.statusCode).not.toBe(500);

    expect(pathOfUnpairedSurrogate({ a: ['x', { b: '\udc00y' }] })).toBe('a.1.b');
    expect(pathOfUnpairedSurrogate({ 'k\ud83d': 1 })).toBe('k\ud83d');
    // A whole pair (an emoji) is text like any other.
    expect(pathOfUnpairedSurrogate({ a: 'family \u{1F469}\u200d\u{1F467} \ud83c\udf0d' })).toBeNull();
    const fine = await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${tripId}/proposal`, headers: bearer(admin.token), payload: { ...proposal, teaser: 'Dunes \u{1F42A} at dawn' } });
    expect(fine.statusCode).toBe(200);
  });
});
