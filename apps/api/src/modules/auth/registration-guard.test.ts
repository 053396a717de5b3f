import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts, loginGuardTexts } from '@mt/shared';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTraveller, partnerInput, travellerInput } from '../../test/factories';

const PROBER = '198.51.100.77';

describe('registration does not tell who has an account beyond its own limit (issue 21, item 9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: { takenEmailPerIp: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (url: string, payload: object, ip = PROBER) => t.app.inject({ method: 'POST', url, remoteAddress: ip, payload });

  it('answers 409 for a taken address only until the limit, then 429 for every registration from that address', async () => {
    const known = await createTraveller(t.app);
    const probes = [
      () => register('/api/auth/register', travellerInput({ email: known.email })),
      () => register('/api/auth/partner-register', partnerInput({ email: known.email.toUpperCase() })),
      () => register('/api/auth/register', travellerInput({ email: known.email })),
    ];
    for (const probe of probes) {
      const res = await probe();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: authTexts.emailTaken });
    }
    const taken = await register('/api/auth/register', travellerInput({ email: known.email }));
    expect(taken.statusCode).toBe(429);
    expect(taken.json()).toEqual({ message: loginGuardTexts.tooManyRegistrations });
    // A new address from the prober answers the same 429: the answer no longer tells the two apart.
    expect((await register('/api/auth/register', travellerInput())).statusCode).toBe(429);
    // Others still register, and still learn that an address is taken.
    expect((await register('/api/auth/register', travellerInput(), '203.0.113.5')).statusCode).toBe(201);
    expect((await register('/api/auth/register', travellerInput({ email: known.email }), '203.0.113.5')).statusCode).toBe(409);
  });
});
