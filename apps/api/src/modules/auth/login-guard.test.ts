import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts, LOGIN_CHALLENGE_PATH, loginGuardTexts, type AuthResponse } from '@mt/shared';
import type { Challenge } from 'altcha-lib';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTraveller, type Person } from '../../test/factories';
import type { RateLimits } from '../../config';
import { solveAltchaChallenge } from '../contact/testing/solve-altcha';

const STRANGER = '198.51.100.7';
const OWNER = '203.0.113.20';

describe('sign-in protection without lock-out (issue 21)', () => {
  const apps: TestApp[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function build(rateLimits: Partial<RateLimits> = {}) {
    const app = await buildTestApp({ rateLimits });
    apps.push(app);
    return app;
  }

  const login = (app: TestApp, payload: { email: string; password: string; proof?: string }, ip = OWNER) =>
    app.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload });
  const fail = async (app: TestApp, person: Person, ip: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await login(app, { email: person.email, password: 'not the password' }, ip)).statusCode).toBe(401);
  };
  const solvedProof = async (app: TestApp, ip = OWNER) => {
    const res = await app.app.inject({ method: 'GET', url: LOGIN_CHALLENGE_PATH, remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return solveAltchaChallenge(res.json<Challenge>());
  };

  it("lets the owner in with the right password from another address after a stranger's failures", async () => {
    const person = await createTraveller(t.app);
    await fail(t, person, STRANGER, t.config.rateLimits.accountFailures - 1);
    const res = await login(t, { email: person.email, password: person.password });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().user.id).toBe(person.user.id);
  });

  it('asks every client of an account for a proof of work after repeated failures, and accepts the right password with it', async () => {
    const person = await createTraveller(t.app);
    await fail(t, person, STRANGER, t.config.rateLimits.accountFailures);
    // Not refused: asked for the proof (428), with the reason for the form.
    const asked = await login(t, { email: person.email, password: person.password });
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toEqual({ message: loginGuardTexts.proofRequired, errors: { proof: [loginGuardTexts.proofRequired] } });
    // A proof that is not a solved challenge is refused without checking the password.
    const bogus = await login(t, { email: person.email, password: person.password, proof: Buffer.from('{}').toString('base64') });
    expect(bogus.statusCode).toBe(428);
    expect(bogus.json().message).toBe(loginGuardTexts.proofInvalid);
    // A solved challenge lets a wrong password through to its usual 401, and is then spent.
    const spent = await solvedProof(t);
    expect((await login(t, { email: person.email, password: 'still wrong', proof: spent })).json()).toEqual({ message: authTexts.invalidCredentials });
    const replay = await login(t, { email: person.email, password: person.password, proof: spent });
    expect(replay.statusCode).toBe(428);
    expect(replay.json().message).toBe(loginGuardTexts.proofInvalid);
    // The right password with a fresh proof signs in, and the account needs no proof afterwards.
    const ok = await login(t, { email: person.email, password: person.password, proof: await solvedProof(t) });
    expect(ok.statusCode).toBe(200);
    expect((await login(t, { email: person.email, password: person.password })).statusCode).toBe(200);
  });

  it('answers 429 to one account and address pair over its limit, not to the owner elsewhere or other accounts there', async () => {
    const app = await build({ loginFailuresPerPair: 3, accountFailures: 100 });
    const person = await createTraveller(app.app);
    await fail(app, person, STRANGER, 3);
    const blocked = await login(app, { email: person.email, password: person.password }, STRANGER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: loginGuardTexts.tooManyFromHere });
    expect((await login(app, { email: person.email, password: person.password }, OWNER)).statusCode).toBe(200);
    const other = await createTraveller(app.app);
    expect((await login(app, { email: other.email, password: other.password }, STRANGER)).statusCode).toBe(200);
  });

  it('answers 429 to an address whose failures across accounts pass its limit, and only to it', async () => {
    const app = await build({ loginFailuresPerIp: 3, accountFailures: 100 });
    for (let i = 0; i < 3; i++) await fail(app, await createTraveller(app.app), STRANGER, 1);
    const person = await createTraveller(app.app);
    const blocked = await login(app, { email: person.email, password: person.password }, STRANGER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: loginGuardTexts.tooManyFromHere });
    expect((await login(app, { email: person.email, password: person.password }, OWNER)).statusCode).toBe(200);
  });

  it('asks every sign-in for a proof of work once failures across the site pass the ceiling (password spraying)', async () => {
    const app = await build({ globalLoginFailuresPerMinute: 3, accountFailures: 100 });
    for (let i = 0; i < 3; i++) await fail(app, await createTraveller(app.app), `192.0.2.${i + 1}`, 1);
    const person = await createTraveller(app.app);
    const asked = await login(app, { email: person.email, password: person.password });
    expect(asked.statusCode).toBe(428);
    expect(asked.json().message).toBe(loginGuardTexts.proofBusy);
    expect((await login(app, { email: person.email, password: person.password, proof: await solvedProof(app) })).statusCode).toBe(200);
  });
});
