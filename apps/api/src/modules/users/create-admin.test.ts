import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordPolicyTexts } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createTraveller, uniqueEmail } from '../../test/factories';
import { createAdmin } from './create-admin';
import { findUserByEmail } from './users.repository';

describe('createAdmin (the create-admin command)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('creates an admin who can sign in and reach the admin settings', async () => {
    const email = uniqueEmail('admin');
    expect(await createAdmin(t.db, { email, password: 'first admin password', name: 'Root' })).toEqual({ created: true, email });
    const res = await login(email, 'first admin password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, name: 'Root', user_type: 'admin' });
    const settings = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(res.json().token) });
    expect(settings.statusCode).toBe(200);
    expect((await findUserByEmail(t.db, email))?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('changes the password when run again for the same admin', async () => {
    const email = uniqueEmail('admin');
    await createAdmin(t.db, { email, password: 'first admin password', name: 'Root' });
    expect(await createAdmin(t.db, { email, password: 'second admin password', name: 'Ignored' })).toEqual({ created: false, email });
    expect((await login(email, 'first admin password')).statusCode).toBe(401);
    const res = await login(email, 'second admin password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Root');
  });

  it('refuses an email that belongs to a traveller and leaves that account alone', async () => {
    const traveller = await createTraveller(t.app);
    await expect(createAdmin(t.db, { email: traveller.email, password: 'hijack password', name: 'X' })).rejects.toThrow(
      `${traveller.email} already belongs to a traveller account; choose another email.`,
    );
    const row = await findUserByEmail(t.db, traveller.email);
    expect(row?.userType).toBe('traveller');
    expect((await login(traveller.email, traveller.password)).statusCode).toBe(200);
    expect((await login(traveller.email, 'hijack password')).statusCode).toBe(401);
  });

  it('refuses a common password or one equal to the e-mail or the name, as every other form does', async () => {
    const email = uniqueEmail('admin');
    await expect(createAdmin(t.db, { email, password: 'password123', name: 'Root' })).rejects.toThrow(passwordPolicyTexts.common);
    await expect(createAdmin(t.db, { email, password: email, name: 'Root' })).rejects.toThrow(passwordPolicyTexts.isEmail);
    await expect(createAdmin(t.db, { email, password: 'Rootie Tootie', name: 'rootie tootie' })).rejects.toThrow(passwordPolicyTexts.isName);
    expect(await findUserByEmail(t.db, email)).toBeNull();
  });

  it('finds the existing account whatever the case of the email', async () => {
    const traveller = await createTraveller(t.app);
    await expect(createAdmin(t.db, { email: traveller.email.toUpperCase(), password: 'hijack password', name: 'X' })).rejects.toThrow(
      /already belongs to a traveller account/,
    );
  });
});
