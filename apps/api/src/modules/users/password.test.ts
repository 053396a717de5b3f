import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts, fieldTexts, userTexts } from '@mt/shared';
import { findUserById } from './users.repository';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createPartner, createTraveller } from '../../test/factories';

describe('PUT /api/users/me/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const change = (token: string | null, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: token ? bearer(token) : {}, payload: payload as object });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('changes the password: the old one stops working, the new one signs in', async () => {
    const person = await createTraveller(t.app);
    const res = await change(person.token, { currentPassword: person.password, newPassword: 'a brand new secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: userTexts.passwordChanged, token: expect.any(String) });
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    const fresh = await login(person.email, 'a brand new secret');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.id).toBe(person.user.id);
    expect((await findUserById(t.db, person.user.id))?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('works for partners', async () => {
    const partner = await createPartner(t.app);
    expect((await change(partner.token, { currentPassword: partner.password, newPassword: 'partner secret 2' })).statusCode).toBe(200);
    expect((await login(partner.email, 'partner secret 2')).statusCode).toBe(200);
  });

  it('answers 400 when the current password is wrong, and keeps the old one', async () => {
    const person = await createTraveller(t.app);
    const res = await change(person.token, { currentPassword: 'not my password', newPassword: 'a brand new secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: userTexts.currentPasswordWrong, errors: { currentPassword: [userTexts.currentPasswordWrong] } });
    expect((await login(person.email, person.password)).statusCode).toBe(200);
    expect((await login(person.email, 'a brand new secret')).statusCode).toBe(401);
  });

  it.each([
    ['no fields', {}, ['currentPassword', 'newPassword']],
    ['no current password', { newPassword: 'long enough 1' }, ['currentPassword']],
    ['an empty current password', { currentPassword: '', newPassword: 'long enough 1' }, ['currentPassword']],
    ['no new password', { currentPassword: 'whatever' }, ['newPassword']],
  ])('answers 400 "All password fields are required." for %s', async (_label, payload, fields) => {
    const person = await createTraveller(t.app);
    const res = await change(person.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('All password fields are required.');
    expect(Object.keys(res.json().errors).sort()).toEqual(fields);
    for (const f of fields) expect(res.json().errors[f][0]).toBe(userTexts.passwordFieldsRequired);
  });

  it('answers 400 for a new password under 8 characters', async () => {
    const person = await createTraveller(t.app);
    const res = await change(person.token, { currentPassword: person.password, newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'New password must be at least 8 characters long.',
      errors: { newPassword: ['New password must be at least 8 characters long.'] },
    });
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it('answers 400 for a new password over 128 characters', async () => {
    const person = await createTraveller(t.app);
    const res = await change(person.token, { currentPassword: person.password, newPassword: 'p'.repeat(129) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fieldTexts.passwordTooLong);
  });

  it('answers 401 without a token', async () => {
    const res = await change(null, { currentPassword: 'x', newPassword: 'long enough 1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authTexts.tokenMissing });
  });
});
