import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts, userTexts } from '@mt/shared';
import { findUserById } from './users.repository';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner, createTraveller } from '../../test/factories';

describe('PUT /api/users/me/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const update = (token: string | null, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: token ? bearer(token) : {}, payload: payload as object });

  it('renames the signed-in user (trimmed) and answers { user }', async () => {
    const person = await createTraveller(t.app);
    const res = await update(person.token, { name: '  Neema Mushi  ' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['user']);
    expect(res.json().user).toMatchObject({ id: person.user.id, name: 'Neema Mushi', email: person.email, user_type: 'traveller', companyName: null });
    expect((await findUserById(t.db, person.user.id))?.name).toBe('Neema Mushi');
  });

  it('changes only the caller', async () => {
    const [a, b] = [await createTraveller(t.app, { name: 'Alpha' }), await createTraveller(t.app, { name: 'Beta' })];
    await update(a.token, { name: 'Alpha Two' });
    expect((await findUserById(t.db, b.user.id))?.name).toBe('Beta');
  });

  it("keeps the partner's companyName on the returned user", async () => {
    const partner = await createPartner(t.app);
    const res = await update(partner.token, { name: 'New Contact' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'New Contact', user_type: 'partner', companyName: partner.user.companyName });
    expect(res.json().user.companyName).toBeTruthy();
  });

  it('works for admins too', async () => {
    const admin = await createAdmin(t.app);
    expect((await update(admin.token, { name: 'Chief' })).json().user.name).toBe('Chief');
  });

  it.each([['an empty name', { name: '' }], ['a blank name', { name: '   ' }], ['no name', {}], ['a non-string name', { name: 42 }]])(
    'answers 400 "Name cannot be empty." for %s',
    async (_label, payload) => {
      const person = await createTraveller(t.app, { name: 'Unchanged' });
      const res = await update(person.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: userTexts.nameEmpty, errors: { name: [userTexts.nameEmpty] } });
      expect((await findUserById(t.db, person.user.id))?.name).toBe('Unchanged');
    },
  );

  it('answers 400 for a name longer than 100 characters', async () => {
    const person = await createTraveller(t.app);
    const res = await update(person.token, { name: 'n'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toEqual(['Must be at most 100 characters.']);
  });

  it('answers 401 without a token', async () => {
    const res = await update(null, { name: 'Nobody' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authTexts.tokenMissing });
  });
});
