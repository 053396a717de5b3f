import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTexts, fieldTexts, partnerDtoSchema, partnerTexts } from '@mt/shared';
import { partners } from '../../db/schema';
import { findUserById } from '../users/users.repository';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, uniqueCompany } from '../../test/factories';
import { makeSubscribedPartner } from './testing/partner-fixtures';

describe('GET and PUT /api/partners/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/partners/me', headers: token ? bearer(token) : {} });
  const put = (token: string | null, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/partners/me', headers: token ? bearer(token) : {}, payload: payload as object });
  const validUpdate = () => ({ companyName: uniqueCompany('Zanzibar Dhow'), name: 'Said Contact', phone_number: '+255 777 000 111', website_url: 'https://dhow.example.com' });

  it("answers the partner's own profile in the partnerDtoSchema shape", async () => {
    const partner = await createPartner(t.app, { website_url: 'https://own.example.com' });
    const res = await get(partner.token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['partner']);
    const dto = res.json().partner;
    expect(Object.keys(dto).sort()).toEqual(Object.keys(partnerDtoSchema.shape).sort());
    expect(partnerDtoSchema.strict().safeParse(dto).success).toBe(true);
    expect(dto).toMatchObject({
      user_id: partner.user.id,
      company_name: partner.user.companyName,
      contact_name: partner.user.name,
      email: partner.email,
      phone_number: '+255 712 345 678',
      website_url: 'https://own.example.com',
      logo_url: null,
      service_type: 'tours',
      subscription_status: null,
      subscription_plan_id: null,
      subscription_plan: null,
      subscribed_until: null,
    });
    expect(dto.slug).toMatch(/^safari-co-/);
  });

  it('includes the subscription plan, also one no longer offered to new subscribers', async () => {
    const partner = await makeSubscribedPartner(t.app, 'active', { name: 'Legacy', maxServices: 7, commissionRate: 12.5, priceMinor: 45_000, isActive: false });
    const dto = (await get(partner.token)).json().partner;
    expect(partnerDtoSchema.strict().safeParse(dto).success).toBe(true);
    expect(dto).toMatchObject({ subscription_status: 'active', subscription_plan_id: partner.planId });
    expect(dto.subscription_plan).toMatchObject({ id: partner.planId, name: 'Legacy', max_services: 7, commission_rate: 12.5, price: 450, currency: 'NOK', interval: 'month' });
    expect(Date.parse(dto.subscribed_until)).toBeGreaterThan(Date.now());
    const updated = await put(partner.token, validUpdate());
    expect(updated.json().partner.subscription_plan).toEqual(dto.subscription_plan);
  });

  it('answers each partner with their own profile', async () => {
    const [a, b] = [await createPartner(t.app), await createPartner(t.app)];
    expect((await get(a.token)).json().partner.user_id).toBe(a.user.id);
    expect((await get(b.token)).json().partner.user_id).toBe(b.user.id);
  });

  it('answers 403 to travellers and admins, 401 without a token', async () => {
    for (const person of [await createTraveller(t.app), await createAdmin(t.app)]) {
      for (const res of [await get(person.token), await put(person.token, validUpdate())]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: authTexts.wrongRole });
      }
    }
    expect((await get()).statusCode).toBe(401);
    expect((await put(null, validUpdate())).statusCode).toBe(401);
  });

  it('answers 404 for a partner account whose profile is missing', async () => {
    const partner = await createPartner(t.app);
    await t.db.delete(partners).where(eq(partners.userId, partner.user.id));
    const res = await get(partner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: partnerTexts.partnerNotFound });
    expect((await put(partner.token, validUpdate())).statusCode).toBe(404);
  });

  it('updates the partner profile and the account name together, answering { message, partner, user }', async () => {
    const partner = await createPartner(t.app);
    const before = (await get(partner.token)).json().partner;
    const update = validUpdate();
    const res = await put(partner.token, { ...update, companyName: `  ${update.companyName} `, name: ' Said Contact ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'partner', 'user']);
    expect(body.message).toBe(partnerTexts.profileUpdated);
    expect(body.partner).toMatchObject({
      id: before.id,
      company_name: update.companyName,
      contact_name: 'Said Contact',
      phone_number: update.phone_number,
      website_url: update.website_url,
      slug: before.slug,
      service_type: before.service_type,
    });
    expect(body.user).toMatchObject({ id: partner.user.id, name: 'Said Contact', companyName: update.companyName, user_type: 'partner' });
    expect((await get(partner.token)).json().partner).toEqual(body.partner);
    expect((await findUserById(t.db, partner.user.id))?.name).toBe('Said Contact');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: partner.email, password: partner.password } });
    expect(login.json().user).toMatchObject({ name: 'Said Contact', companyName: update.companyName });
  });

  it('clears the phone and website when sent empty or left out', async () => {
    const partner = await createPartner(t.app);
    const res = await put(partner.token, { companyName: 'Plain Co', name: 'Plain', phone_number: '', website_url: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().partner).toMatchObject({ phone_number: null, website_url: null });
    const res2 = await put(partner.token, { companyName: 'Plain Co', name: 'Plain' });
    expect(res2.json().partner).toMatchObject({ phone_number: null, website_url: null });
  });

  it.each([
    ['a missing company name', { companyName: undefined }, 'companyName', 'Company name is required.'],
    ['a blank company name', { companyName: '  ' }, 'companyName', 'Company name is required.'],
    ['a missing contact', { name: undefined }, 'name', 'Contact person is required.'],
    ['an empty contact', { name: '' }, 'name', 'Contact person is required.'],
    ['a malformed website', { website_url: 'not a url' }, 'website_url', fieldTexts.urlInvalid],
    ['a malformed phone', { phone_number: 'phone me' }, 'phone_number', authTexts.phoneInvalid],
  ])('answers 400 for %s and changes nothing', async (_label, change, field, message) => {
    const partner = await createPartner(t.app);
    const before = (await get(partner.token)).json().partner;
    const res = await put(partner.token, { ...validUpdate(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
    expect((await get(partner.token)).json().partner).toEqual(before);
    expect((await findUserById(t.db, partner.user.id))?.name).toBe(partner.user.name);
  });
});
