/** The harness itself: the product started by global-setup answers, and the API helper works. */
import { describe, expect, inject, it } from 'vitest';
import { createApi, uniqueEmail } from './support/api';

const api = createApi();

describe('harness', () => {
  it('serves the API: /api/health, /api/ready and the public settings', async () => {
    expect((await api.request('GET', '/health')).body).toEqual({ status: 'ok' });
    expect((await api.request('GET', '/ready')).body).toEqual({ status: 'ready', checks: { database: 'ok' } });
    const { body } = await api.request<{ maintenance_mode: boolean }>('GET', '/settings/public');
    expect(body.maintenance_mode).toBe(false);
  });

  it('serves the web app for any non-API path', async () => {
    const res = await fetch(`${inject('baseURL')}/some/deep/link?x=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/<div id="root">/);
  });

  it('signs in the admin made by `npm run create-admin`', async () => {
    const { user, token } = await api.admin();
    expect(user.email).toBe(inject('adminEmail'));
    expect(user.user_type).toBe('admin');
    expect(token).toBeTruthy();
    expect((await api.getSettings()).maintenance_mode).toBe(false);
  });

  it('registers a traveller and a partner through the API', async () => {
    const traveller = await api.registerTraveller();
    expect(traveller.user).toMatchObject({ email: traveller.email, user_type: 'traveller', userType: 'traveller' });
    const partner = await api.registerPartner();
    expect(partner.user).toMatchObject({ user_type: 'partner', companyName: partner.companyName });
    const again = await api.login(traveller.email, traveller.password);
    expect(again.user.id).toBe(traveller.user.id);
  });

  it('answers 409 with a message for a duplicate email and 401 for a wrong password', async () => {
    const email = uniqueEmail('dup');
    await api.registerTraveller({ email });
    const dup = await api.request<{ message: string }>('POST', '/auth/register', {
      body: { name: 'Dup', email, password: 'Another-pass-1', avatar_url: null },
      expect: 409,
    });
    expect(dup.body.message).toBeTruthy();
    const bad = await api.request<{ message: string }>('POST', '/auth/login', {
      body: { email, password: 'wrong-password' },
      expect: 401,
    });
    expect(bad.body.message).toBeTruthy();
  });
});
