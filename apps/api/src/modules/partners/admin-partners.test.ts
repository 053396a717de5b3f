import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPartnersResponseSchema } from '@mt/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createAdmin, createPartner } from '../../test/factories';
import { buildRevenueScenario } from '../revenue/testing/revenue-scenario';

describe('admin partners tab (a database of its own)', () => {
  let t: TestApp;
  let token: string;
  const now = new Date();
  let scenario: Awaited<ReturnType<typeof buildRevenueScenario>>;

  beforeAll(async () => {
    t = await buildTestApp({ freshDatabase: true });
    token = (await createAdmin(t.app)).token;
    // 3 partners (active, trialing, past due), plus a partner without a plan.
    scenario = await buildRevenueScenario(t.app, now);
    await createPartner(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('GET /api/admin/partners-list answers every partner with contact email, plan and subscription', async () => {
    const body = adminPartnersResponseSchema.strict().parse(await get('/api/admin/partners-list'));
    expect(body.status).toBe('success');
    expect(body.partners).toHaveLength(4);
    const alpha = body.partners.find((p) => p.id === scenario.partners.a.id);
    expect(alpha).toMatchObject({
      company_name: 'Alpha Lodges',
      contact_name: 'Baraka Partner',
      subscription_status: 'active',
      plan_name: 'Starter',
      website_url: 'https://safari.example.com',
      slug: scenario.partners.a.slug,
    });
    expect(alpha!.contact_email).toMatch(/^partner\..+@example\.com$/);
    // Issue 21: the admin sees whether each account confirmed its address (test partners have).
    expect(alpha!.email_verified).toBe(true);
    const planless = body.partners.find((p) => p.subscription_status === null);
    expect(planless).toMatchObject({ plan_name: null });
    // Newest first.
    expect(body.partners[0]!.id).toBe(Math.max(...body.partners.map((p) => p.id)));
  });
});
