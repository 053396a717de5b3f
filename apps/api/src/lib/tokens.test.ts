import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('token service', () => {
  it('signs claims that it verifies again', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign({ userId: 42, userType: 'partner', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 42, userType: 'partner', tokenVersion: 3 });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: '42', role: 'partner', ver: 3, iss: 'mystery-trips' });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('rejects a token signed with another secret', async () => {
    const mine = createTokenService(SECRET, '1h');
    const theirs = createTokenService('another-secret-that-is-also-long-enough!!', '1h');
    expect(await mine.verify(await theirs.sign({ userId: 1, userType: 'admin', tokenVersion: 0 }))).toBeNull();
  });

  it('rejects an expired token, garbage and a tampered payload', async () => {
    const tokens = createTokenService(SECRET, '-10s');
    expect(await tokens.verify(await tokens.sign({ userId: 1, userType: 'traveller', tokenVersion: 0 }))).toBeNull();
    const valid = createTokenService(SECRET, '1h');
    expect(await valid.verify('garbage')).toBeNull();
    expect(await valid.verify('')).toBeNull();
    const [h, , s] = (await valid.sign({ userId: 1, userType: 'traveller', tokenVersion: 0 })).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', role: 'admin', iss: 'mystery-trips' })).toString('base64url');
    expect(await valid.verify(`${h}.${forged}.${s}`)).toBeNull();
  });

  it('reads a token without a version as version 0, and refuses a version that is not a whole number', async () => {
    const { SignJWT } = await import('jose');
    const key = new TextEncoder().encode(SECRET);
    const make = (extra: Record<string, unknown>) =>
      new SignJWT({ role: 'traveller', ...extra }).setProtectedHeader({ alg: 'HS256' }).setSubject('5').setIssuer('mystery-trips').setExpirationTime('1h').sign(key);
    const tokens = createTokenService(SECRET, '1h');
    expect(await tokens.verify(await make({}))).toEqual({ userId: 5, userType: 'traveller', tokenVersion: 0 });
    expect(await tokens.verify(await make({ ver: '1' }))).toBeNull();
    expect(await tokens.verify(await make({ ver: 1.5 }))).toBeNull();
  });

  it('keeps a checked token until it expires, and no longer', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign({ userId: 7, userType: 'traveller', tokenVersion: 2 });
    const expiresAtMs = decodeJwt(token).exp! * 1000;
    expect(await tokens.verify(token, expiresAtMs - 60_000)).toEqual({ userId: 7, userType: 'traveller', tokenVersion: 2 });
    // The same token again, now answered from what was checked: still valid a second before it expires...
    expect(await tokens.verify(token, expiresAtMs - 1_000)).toEqual({ userId: 7, userType: 'traveller', tokenVersion: 2 });
    // ...and refused from its expiry on, though it was checked while valid.
    expect(await tokens.verify(token, expiresAtMs)).toBeNull();
    expect(await tokens.verify(token, expiresAtMs + 3_600_000)).toBeNull();
  });

  it('keeps nothing of a refused token: a tampered copy of a checked one is refused too', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign({ userId: 7, userType: 'traveller', tokenVersion: 0 });
    expect(await tokens.verify(token)).not.toBeNull();
    const [h, p] = token.split('.');
    expect(await tokens.verify(`${h}.${p}.${'A'.repeat(43)}`)).toBeNull();
  });
});
