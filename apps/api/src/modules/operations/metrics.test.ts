import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsTexts } from '@mt/shared';
import { buildTestApp, type TestApp } from '../../test/app';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV } from '../billing/testing/fake-stripe';
import { insertOutboxEmails } from '../mail/outbox.repository';
import { MAIL_JOB } from '../../jobs/deliver-mail.job';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';

/** The value of one series in a Prometheus text answer, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A database of its own: the outbox count below is exact.
    t = await buildTestApp({ env: { ...STRIPE_TEST_ENV, METRICS_TOKEN }, payments: fakeStripeApi().provider, freshDatabase: true });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('times requests by route pattern and status, not by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/public/partners/no-such-partner-999999999' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_code: '200' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/public/partners/:slug', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toBe(2);
    // The raw slug, not its digits: a float such as 0.0199999999 may hold those by chance.
    expect(text).not.toContain('no-such-partner');
    expect(text).not.toContain('no-such-thing');
  });

  it('shows the database pool, the event loop and the mail outbox', async () => {
    await insertOutboxEmails(t.db, [
      { to: 'a@example.com', subject: 'One', body: 'x' },
      { to: 'b@example.com', subject: 'Two', body: 'y' },
    ]);
    const text = await scrape();
    const pool = t.database.driver === 'pg' ? 'main' : 'embedded';
    expect(sample(text, 'db_pool_connections', { pool, state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections', { pool, state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting', { pool })).toBe(0);
    if (t.database.driver === 'pg') expect(sample(text, 'db_pool_waiting', { pool: 'generic' })).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'mail_outbox_unsent')).toBe(2);
    expect(sample(text, 'mail_outbox_oldest_unsent_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts job runs per job', async () => {
    await t.app.scheduler.runNow(MAIL_JOB);
    await t.app.scheduler.runNow(MAIL_JOB);
    const text = await scrape();
    expect(sample(text, 'job_runs_total', { job: MAIL_JOB, outcome: 'ran' })).toBe(2);
  });

  it('counts Stripe webhooks by outcome', async () => {
    const deliver = (payload: string, signature: string) =>
      t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    const event = signedEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect((await deliver(event.payload, 't=1,v1=forged')).statusCode).toBe(400);
    const text = await scrape();
    expect(sample(text, 'payment_webhooks_total', { provider: 'stripe', outcome: 'ignored' })).toBe(1);
    expect(sample(text, 'payment_webhooks_total', { provider: 'stripe', outcome: 'duplicate' })).toBe(1);
    expect(sample(text, 'payment_webhooks_total', { provider: 'stripe', outcome: 'invalid_signature' })).toBe(1);
  });

  describe('the guard', () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers });

    it('is open from the loopback address, IPv4 and IPv6', async () => {
      expect((await from('127.0.0.1')).statusCode).toBe(200);
      expect((await from('::1')).statusCode).toBe(200);
    });

    it('refuses another address with 403 and no metrics', async () => {
      const res = await from('203.0.113.9');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: metricsTexts.refused });
      expect(res.body).not.toContain('http_request_duration_seconds');
    });

    it('refuses a request a local proxy forwards for someone else', async () => {
      expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
      expect((await from('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).statusCode).toBe(403);
      expect((await from('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
      expect((await from('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
    });

    it('opens to the METRICS_TOKEN from anywhere, and only to that token', async () => {
      expect((await from('203.0.113.9', { authorization: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(200);
      expect((await from('203.0.113.9', { authorization: `Bearer ${METRICS_TOKEN}x` })).statusCode).toBe(403);
      expect((await from('203.0.113.9', { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}` })).statusCode).toBe(403);
      expect((await from('203.0.113.9', { authorization: METRICS_TOKEN })).statusCode).toBe(403);
    });
  });
});

describe('GET /api/metrics behind a trusted proxy', () => {
  it('still refuses a request the proxy forwards from outside (TRUST_PROXY does not open it)', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(res.statusCode).toBe(403);
      // Without METRICS_TOKEN no bearer opens it.
      const withBearer = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '198.51.100.7', headers: { authorization: 'Bearer anything-at-all-0123456789' } });
      expect(withBearer.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
