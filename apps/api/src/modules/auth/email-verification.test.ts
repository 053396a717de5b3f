import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_TTL_HOURS, emailVerificationTexts, paths, type AuthResponse } from '@mt/shared';
import { accountTokens, users } from '../../db/schema';
import { AdjustableClock } from '../../lib/clock';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller, type Person } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { makeSubscribedPartner } from '../partners/testing/partner-fixtures';
import { bookableServices, propose, submitPreference } from '../trips/testing/journey';
import { markEmailVerified } from '../users/users.service';
import { hashToken } from './email-verification.service';
import { listOutbox } from '../mail/outbox.repository';

/** The token of the newest verification link mailed to `email`, read from the outbox as a person would. */
async function linkTokenFor(t: TestApp, email: string): Promise<string> {
  const rows = await listOutbox(t.db, { to: email, limit: 20 });
  const mail = rows.find((r) => r.subject === emailVerificationTexts.mailSubject);
  if (!mail) throw new Error(`no verification mail to ${email}`);
  const match = mail.body.match(new RegExp(`${paths.verifyEmail}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no link in: ${mail.body}`);
  return match[1];
}

describe('e-mail verification', () => {
  let t: TestApp;
  const clock = new AdjustableClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const verify = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const resend = (person: Person | null, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: person ? bearer(person.token) : {} });
  const signIn = async (p: Person) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: p.password } })).json<AuthResponse>();

  it.each([
    ['traveller', createTraveller],
    ['partner', createPartner],
  ] as const)('mails a new %s a single-use link (only its hash stored) that confirms the address', async (_role, create) => {
    const person = await create(t.app, {}, { verified: false });
    expect(person.user.email_verified).toBe(false);
    const token = await linkTokenFor(t, person.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [stored] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, person.user.id));
    expect(stored).toMatchObject({ purpose: 'email_verification', tokenHash: hashToken(token), usedAt: null });
    expect(stored!.tokenHash).not.toContain(token);
    const hours = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(EMAIL_VERIFICATION_TTL_HOURS, 1);

    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: emailVerificationTexts.verified, user_id: person.user.id, email_verified: true });
    expect((await signIn(person)).user.email_verified).toBe(true);
    // Used once: the same link again is refused.
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(emailVerificationTexts.linkInvalid);
  });

  it('refuses an unknown, a malformed and an expired link with 400', async () => {
    expect((await verify('A'.repeat(43))).statusCode).toBe(400);
    expect((await verify('not a token!')).statusCode).toBe(400);
    const person = await createTraveller(t.app, {}, { verified: false });
    const token = await linkTokenFor(t, person.email);
    clock.set(new Date(Date.now() + (EMAIL_VERIFICATION_TTL_HOURS + 1) * 3_600_000));
    try {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(emailVerificationTexts.linkInvalid);
    } finally {
      clock.set(null);
    }
    expect((await signIn(person)).user.email_verified).toBe(false);
  });

  it('answers 200 for a valid link of an address already confirmed, keeping the first confirmation time', async () => {
    const person = await createTraveller(t.app, {}, { verified: false });
    const token = await linkTokenFor(t, person.email);
    const first = new Date('2026-01-02T03:04:05Z');
    await markEmailVerified(t.db, person.user.id, first);
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, person.user.id));
    expect(row!.at).toEqual(first);
  });

  it('resends a new link to the signed-in user, then limits them per account with a clear 429', async () => {
    const person = await createTraveller(t.app, {}, { verified: false });
    const firstToken = await linkTokenFor(t, person.email);
    const max = t.config.rateLimits.resendVerificationPerAccount;
    for (let i = 0; i < max; i++) {
      const res = await resend(person);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: emailVerificationTexts.resent, email_verified: false });
    }
    const newest = await linkTokenFor(t, person.email);
    expect(newest).not.toBe(firstToken);
    const limited = await resend(person);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: emailVerificationTexts.resendTooSoon });
    // Any of the links confirms; the others stop working with it.
    expect((await verify(newest)).statusCode).toBe(200);
    expect((await verify(firstToken)).statusCode).toBe(400);
    // Confirmed: nothing more is sent, whatever the limit.
    expect((await resend(person)).json()).toEqual({ message: emailVerificationTexts.alreadyVerified, email_verified: true });
  });

  it('needs a signed-in user to resend', async () => {
    expect((await resend(null)).statusCode).toBe(401);
  });

  it('limits resends per IP address', async () => {
    const limited = await buildTestApp({ rateLimits: { resendVerificationPerIp: 2, resendVerificationPerAccount: 100 } });
    try {
      const person = await createTraveller(limited.app, {}, { verified: false });
      for (let i = 0; i < 2; i++) expect((await resend(person, limited.app)).statusCode).toBe(200);
      const res = await resend(person, limited.app);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests/);
    } finally {
      await limited.close();
    }
  });

  it('refuses payment with 403 until the traveller confirmed the address', async () => {
    const admin = await createAdmin(t.app);
    const traveller = await createTraveller(t.app, {}, { verified: false });
    const { services } = await bookableServices(t.app, 1);
    const trip = await propose(t.app, admin.token, await submitPreference(t.app, traveller.token), services.map((s) => s.id));
    const pay = () => t.app.inject({ method: 'POST', url: `/api/trips/${trip.id}/pay`, headers: bearer(traveller.token) });
    const refused = await pay();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: emailVerificationTexts.verifyBeforePaying });
    expect((await verify(await linkTokenFor(t, traveller.email))).statusCode).toBe(200);
    expect((await pay()).statusCode).toBe(200);
  });

  it("refuses a partner's first service with 403 until the address is confirmed, storing nothing", async () => {
    const partner = await makeSubscribedPartner(t.app, 'active');
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, partner.user.id));
    const body = () =>
      multipart({
        name: 'Dawn Canoe',
        type: 'activity',
        description: 'Down the river at first light.',
        location_details: 'Lower Zambezi',
        country: 'ZM',
        base_price: '900',
        currency: 'NOK',
        pricing_description: 'per person',
        is_active: 'true',
      });
    const post = () => {
      const b = body();
      return t.app.inject({ method: 'POST', url: '/api/services', payload: b.payload, headers: { ...b.headers, ...bearer(partner.token) } });
    };
    const refused = await post();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: emailVerificationTexts.verifyBeforeListing });
    const list = await t.app.inject({ method: 'GET', url: '/api/services', headers: bearer(partner.token) });
    expect(list.json().services).toHaveLength(0);
    await markEmailVerified(t.db, partner.user.id, new Date());
    expect((await post()).statusCode).toBe(201);
  });
});
