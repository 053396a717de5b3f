import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordPolicyTexts } from '@mt/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword } from '../../lib/password-policy';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createTraveller, partnerInput, travellerInput, uniqueEmail } from '../../test/factories';

/** One rule for every new password: registration (both kinds), password change and reset (password-reset.test.ts). */
describe('the password policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const expectRefused = (res: { statusCode: number; json(): unknown }, field: string, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  };

  it('knows at least 10,000 common passwords of 8 characters or more, whatever their case', () => {
    expect(dictionary['passwords-common'].filter((p) => p.length >= 8).length).toBeGreaterThanOrEqual(10_000);
    for (const p of ['password', 'password123', 'PASSWORD1', 'iloveyou', 'qwertyuiop', 'sunshine']) expect(isCommonPassword(p)).toBe(true);
    for (const p of ['mystery-demo-2026', 'correct horse battery', 'E2e-Xq91-tT']) expect(isCommonPassword(p)).toBe(false);
  });

  it.each(['password123', 'Password1', 'iloveyou', 'qwertyuiop'])('refuses the common password %s at traveller registration', async (password) => {
    expectRefused(await post('/api/auth/register', travellerInput({ password })), 'password', passwordPolicyTexts.common);
  });

  it('refuses a common password at partner registration', async () => {
    expectRefused(await post('/api/auth/partner-register', partnerInput({ password: 'football123' })), 'password', passwordPolicyTexts.common);
  });

  it('refuses the e-mail address, its local part or the name as the password, in any case', async () => {
    const email = uniqueEmail('longname');
    const local = email.split('@')[0]!;
    expectRefused(await post('/api/auth/register', travellerInput({ email, password: email.toUpperCase() })), 'password', passwordPolicyTexts.isEmail);
    expectRefused(await post('/api/auth/register', travellerInput({ email, password: local })), 'password', passwordPolicyTexts.isEmail);
    expectRefused(await post('/api/auth/register', travellerInput({ name: 'Amina Traveller', password: 'amina traveller' })), 'password', passwordPolicyTexts.isName);
    expectRefused(await post('/api/auth/partner-register', partnerInput({ name: 'Baraka Partner', password: 'BARAKA PARTNER' })), 'password', passwordPolicyTexts.isName);
    expectRefused(await post('/api/auth/partner-register', partnerInput({ companyName: 'Kilimanjaro Tours', password: 'kilimanjaro tours' })), 'password', passwordPolicyTexts.isName);
  });

  it('refuses a common or personal new password at a password change, and keeps the old one', async () => {
    const person = await createTraveller(t.app, { name: 'Zuri Wanjiku' });
    const change = (newPassword: string) =>
      t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: bearer(person.token), payload: { currentPassword: person.password, newPassword } });
    expectRefused(await change('password123'), 'newPassword', passwordPolicyTexts.common);
    expectRefused(await change(person.email), 'newPassword', passwordPolicyTexts.isEmail);
    expectRefused(await change('zuri wanjiku'), 'newPassword', passwordPolicyTexts.isName);
    // Nothing changed: the session still works and the old password still signs in.
    expect((await post('/api/auth/login', { email: person.email, password: person.password })).statusCode).toBe(200);
    expect((await change('a fine new secret')).statusCode).toBe(200);
  });
});
