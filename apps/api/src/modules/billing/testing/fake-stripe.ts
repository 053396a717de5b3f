import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { StripePaymentProvider } from '../stripe-provider';

export const TEST_WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
export const STRIPE_TEST_ENV = { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_offline', STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET };

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  customer: string;
  url: string;
  expires_at: number;
  client_reference_id: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  form: URLSearchParams;
}

/**
 * Stripe's REST API as the SDK sees it, offline: the real SDK builds the requests and parses the
 * answers (through its fetch HTTP client), this answers like api.stripe.com for the calls we make,
 * including idempotency keys.
 */
export function fakeStripeApi() {
  const intents = new Map<string, Intent>();
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null; name: string | null }>();
  const sessions = new Map<string, CheckoutSession>();
  const byKey = new Map<string, unknown>();
  const requests: RecordedRequest[] = [];
  let outage = false;

  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': `req_${randomBytes(4).toString('hex')}` } });

  const fetchFn = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = new Headers(init?.headers);
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const method = init?.method ?? 'GET';
    const key = headers.get('idempotency-key');
    requests.push({ method, path: url.pathname, idempotencyKey: key, form });
    if (outage) return json(500, { error: { type: 'api_error', message: 'Stripe is having a bad day.' } });
    if (key && byKey.has(`${url.pathname}:${key}`)) return json(200, byKey.get(`${url.pathname}:${key}`));

    let body: unknown;
    const intentMatch = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/);
    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = k.match(/^metadata\[(.+)\]$/);
        if (m) metadata[m[1]!] = v;
      }
      const intent: Intent = { id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency')!, status: 'requires_payment_method', client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`, metadata };
      intents.set(id, intent);
      body = intent;
    } else if (intentMatch) {
      const intent = intents.get(intentMatch[1]!);
      if (!intent) return json(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      if (intentMatch[2]) intent.status = 'canceled';
      body = intent;
    } else if (method === 'POST' && url.pathname === '/v1/customers') {
      const customer = { id: `cus_${randomBytes(8).toString('hex')}`, object: 'customer' as const, email: form.get('email'), name: form.get('name') };
      customers.set(customer.id, customer);
      body = customer;
    } else if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const customer = form.get('customer') ?? '';
      if (!customers.has(customer)) return json(400, { error: { type: 'invalid_request_error', message: `No such customer: '${customer}'` } });
      const id = `cs_test_${randomBytes(8).toString('hex')}`;
      const session: CheckoutSession = { id, object: 'checkout.session', mode: form.get('mode') ?? '', status: 'open', customer, url: `https://checkout.stripe.com/c/pay/${id}`, expires_at: Number(form.get('expires_at')), client_reference_id: form.get('client_reference_id') };
      sessions.set(id, session);
      body = session;
    } else if (method === 'POST' && /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(url.pathname)) {
      const session = sessions.get(url.pathname.split('/')[4]!);
      if (!session) return json(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      if (session.status !== 'open') return json(400, { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status of open can be expired.' } });
      session.status = 'expired';
      body = session;
    } else if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const customer = form.get('customer') ?? '';
      if (!customers.has(customer)) return json(400, { error: { type: 'invalid_request_error', message: `No such customer: '${customer}'` } });
      body = { id: `bps_${randomBytes(8).toString('hex')}`, object: 'billing_portal.session', customer, return_url: form.get('return_url'), url: `https://billing.stripe.com/p/session/test_${randomBytes(8).toString('hex')}` };
    } else if (method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      const amount = form.get('amount') ? Number(form.get('amount')) : (intent?.amount ?? 0);
      body = { id: `re_${randomBytes(8).toString('hex')}`, object: 'refund', payment_intent: form.get('payment_intent'), amount, status: 'succeeded' };
    } else {
      return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` } });
    }
    if (key) byKey.set(`${url.pathname}:${key}`, body);
    return json(200, body);
  };

  const provider = new StripePaymentProvider({
    secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
  });

  return {
    provider,
    intents,
    customers,
    sessions,
    requests,
    setOutage(on: boolean) {
      outage = on;
    },
  };
}

/** A Stripe event signed like Stripe signs it, with the SDK's own test helper; `created` is the event's own clock (unix seconds). */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  { secret = TEST_WEBHOOK_SECRET, id = `evt_${randomBytes(8).toString('hex')}`, timestamp, created = Math.floor(Date.now() / 1000) }: { secret?: string; id?: string; timestamp?: number; created?: number } = {},
) {
  const payload = JSON.stringify({ id, object: 'event', api_version: '2025-01-01', created, type, data: { object } });
  const stripe = new Stripe('sk_test_offline');
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return { id, payload, signature };
}
