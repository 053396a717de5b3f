import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PASSWORD_MAX_LENGTH, authTexts, fieldTexts, type AuthResponse } from '@mt/shared';
import { findUserByEmail } from '../users/users.repository';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { travellerInput, uniqueEmail } from '../../test/factories';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

  it('creates a traveller and answers 201 with the message, the user object and a token', async () => {
    const input = travellerInput({ avatar_url: 'https://img.example.com/me.png' });
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const body = res.json<AuthResponse>();
    expect(Object.keys(body).sort()).toEqual(['message', 'token', 'user']);
    expect(body.message).toBe(authTexts.registerSuccess);
    expect(Object.keys(body.user).sort()).toEqual(
      ['companyName', 'created_at', 'email', 'email_verified', 'id', 'name', 'display_currency', 'profile_image', 'returning', 'userType', 'user_type'].sort(),
    );
    expect(body.user).toMatchObject({
      name: input.name,
      email: input.email,
      user_type: 'traveller',
      userType: 'traveller',
      companyName: null,
      profile_image: 'https://img.example.com/me.png',
    });
    expect(body.user.id).toBeGreaterThan(0);
    expect(new Date(body.user.created_at).toISOString()).toBe(body.user.created_at);
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('gives a token that opens a protected route', async () => {
    const body = (await register(travellerInput())).json<AuthResponse>();
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: bearer(body.token), payload: { name: 'Renamed' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(body.user.id);
  });

  it('trims and lower-cases the email and trims the name', async () => {
    const email = uniqueEmail('mixed');
    const res = await register(travellerInput({ email: `  ${email.toUpperCase()} `, name: '  Zawadi  ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe(email);
    expect(res.json().user.name).toBe('Zawadi');
    expect((await findUserByEmail(t.db, email))?.email).toBe(email);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const input = travellerInput();
    await register(input);
    const row = await findUserByEmail(t.db, input.email);
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(input.password);
  });

  it('refuses a taken email with 409, whatever its case, and keeps one account', async () => {
    const input = travellerInput();
    expect((await register(input)).statusCode).toBe(201);
    for (const email of [input.email, input.email.toUpperCase()]) {
      const res = await register(travellerInput({ email }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: authTexts.emailTaken });
    }
    const rows = await t.db.execute(sql`select count(*)::int as n from users where lower(email) = ${input.email}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('accepts an empty avatar_url as none', async () => {
    const res = await register(travellerInput({ avatar_url: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.profile_image).toBeNull();
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', authTexts.nameRequired],
    ['a blank name', { name: '   ' }, 'name', authTexts.nameRequired],
    ['a missing email', { email: undefined }, 'email', fieldTexts.emailRequired],
    ['a malformed email', { email: 'not-an-email' }, 'email', fieldTexts.emailInvalid],
    ['a missing password', { password: undefined }, 'password', fieldTexts.passwordRequired],
    ['a short password', { password: 'short7!' }, 'password', fieldTexts.passwordTooShort],
    ['a too long password', { password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }, 'password', fieldTexts.passwordTooLong],
    ['an avatar_url that is not a URL', { avatar_url: 'my face' }, 'avatar_url', fieldTexts.urlInvalid],
    ['an avatar_url that is not http(s)', { avatar_url: 'javascript:alert(1)' }, 'avatar_url', fieldTexts.urlInvalid],
  ])('answers 400 for %s with the field message', async (_label, change, field, message) => {
    const input = { ...travellerInput(), ...change };
    const res = await register(input);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(message);
    expect(body.errors[field]).toContain(message);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(await findUserByEmail(t.db, String(input.email ?? 'none@example.com'))).toBeNull();
  });

  it('lists every invalid field at once', async () => {
    const res = await register({ email: 'x', password: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: [authTexts.nameRequired],
      email: [fieldTexts.emailInvalid],
      password: [fieldTexts.passwordTooShort],
    });
  });

  it('answers 400 with a plain message for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Broken",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('never shows a password hash or SQL in its answers', async () => {
    const input = travellerInput();
    const answers = [await register(input), await register(input), await register({ ...input, email: 'bad' })];
    for (const res of answers) {
      expect(res.body).not.toMatch(/argon2|password_?hash|passwordHash|insert into|select |users_email/i);
      expect(res.body).not.toContain(input.password);
    }
  });
});
