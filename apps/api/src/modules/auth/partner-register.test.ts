import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTexts, fieldTexts, type AuthResponse } from '@mt/shared';
import { partners } from '../../db/schema';
import { findUserByEmail } from '../users/users.repository';
import { buildTestApp, type TestApp } from '../../test/app';
import { partnerInput, uniqueCompany, uniqueEmail } from '../../test/factories';
import { registerPartner } from './auth.service';

describe('POST /api/auth/partner-register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/partner-register', payload: payload as object });
  const partnerOf = async (userId: number) => (await t.db.select().from(partners).where(eq(partners.userId, userId)))[0];

  it('creates the partner account and its company profile', async () => {
    const company = uniqueCompany('Kilimanjaro Treks & Co.');
    const input = partnerInput({ companyName: company, logo_url: 'https://cdn.example.com/logo.png' });
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const body = res.json<AuthResponse>();
    expect(body.message).toBe(authTexts.registerSuccess);
    expect(body.token).toBeTruthy();
    expect(body.user).toMatchObject({ email: input.email, name: input.name, user_type: 'partner', userType: 'partner', companyName: company });
    const row = await partnerOf(body.user.id);
    expect(row).toMatchObject({
      companyName: company,
      contactName: input.name,
      phoneNumber: input.phone,
      websiteUrl: input.website_url,
      logoUrl: 'https://cdn.example.com/logo.png',
      serviceType: 'tours',
      subscriptionStatus: null,
    });
    expect(row?.slug).toMatch(/^kilimanjaro-treks-and-co-\d+-[0-9a-f]{6}$/);
  });

  it('stores empty optional URLs as null', async () => {
    const body = (await register(partnerInput({ website_url: '', logo_url: '' }))).json<AuthResponse>();
    const row = await partnerOf(body.user.id);
    expect(row?.websiteUrl).toBeNull();
    expect(row?.logoUrl).toBeNull();
  });

  it('gives partners with the same company name distinct slugs', async () => {
    const company = uniqueCompany('Acme Tours');
    const first = (await register(partnerInput({ companyName: company }))).json<AuthResponse>();
    const second = (await register(partnerInput({ companyName: company }))).json<AuthResponse>();
    const third = (await register(partnerInput({ companyName: company.toUpperCase() }))).json<AuthResponse>();
    const slugs = await Promise.all([first, second, third].map(async (b) => (await partnerOf(b.user.id))?.slug));
    const base = company.toLowerCase().replace(/ /g, '-');
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it('refuses a taken email (any case) with 409 and creates no second partner', async () => {
    const input = partnerInput();
    expect((await register(input)).statusCode).toBe(201);
    const second = partnerInput({ email: input.email.toUpperCase() });
    const res = await register(second);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: authTexts.emailTaken });
    expect(await t.db.select().from(partners).where(eq(partners.companyName, second.companyName))).toHaveLength(0);
  });

  it('refuses an email that already belongs to a traveller', async () => {
    const email = uniqueEmail('both');
    const traveller = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'T', email, password: 'long enough 1' } });
    expect(traveller.statusCode).toBe(201);
    expect((await register(partnerInput({ email }))).statusCode).toBe(409);
  });

  it('leaves no user behind when the partner row cannot be written', async () => {
    const email = uniqueEmail('atomic');
    const deps = { db: t.db, tokens: t.app.tokens };
    // 200 characters passes no schema here (the service is called directly) and overflows varchar(150).
    const input = {
      companyName: 'C'.repeat(200),
      name: 'Atomic Contact',
      email,
      phone: '+254 700 000 000',
      website_url: null,
      logo_url: null,
      serviceType: 'tours' as const,
      password: 'atomic password',
    };
    await expect(registerPartner(deps, input)).rejects.toThrow();
    expect(await findUserByEmail(t.db, email)).toBeNull();
    // The same email registers normally afterwards: nothing half-written holds it.
    expect((await register(partnerInput({ email }))).statusCode).toBe(201);
  });

  it.each([
    ['a missing company', { companyName: undefined }, 'companyName', authTexts.companyRequired],
    ['a blank company', { companyName: '  ' }, 'companyName', authTexts.companyRequired],
    ['a missing contact', { name: undefined }, 'name', authTexts.contactRequired],
    ['a missing phone', { phone: undefined }, 'phone', authTexts.phoneRequired],
    ['a blank phone', { phone: ' ' }, 'phone', authTexts.phoneRequired],
    ['a malformed phone', { phone: 'call me maybe' }, 'phone', authTexts.phoneInvalid],
    ['a missing service type', { serviceType: undefined }, 'serviceType', authTexts.serviceTypeRequired],
    ['an unknown service type', { serviceType: 'spaceflight' }, 'serviceType', authTexts.serviceTypeRequired],
    ['a malformed website', { website_url: 'www nowhere' }, 'website_url', fieldTexts.urlInvalid],
    ['a malformed logo URL', { logo_url: 'ftp://files.example.com/logo.png' }, 'logo_url', fieldTexts.urlInvalid],
    ['a malformed email', { email: 'partner@' }, 'email', fieldTexts.emailInvalid],
    ['a short password', { password: '1234567' }, 'password', fieldTexts.passwordTooShort],
  ])('answers 400 for %s with the field message', async (_label, change, field, message) => {
    const input = { ...partnerInput(), ...change };
    const res = await register(input);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(res.json().errors[field][0]).toBe(message);
    if (typeof input.email === 'string' && input.email.includes('.com')) expect(await findUserByEmail(t.db, input.email)).toBeNull();
  });
});
