import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { ProviderError, WebhookSignatureError } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';
import { fakeStripeApi, signedEvent, STRIPE_TEST_ENV, TEST_WEBHOOK_SECRET } from './testing/fake-stripe';

/**
 * The Stripe adapter on its own (the routes' tests go through it too: stripe-payments, trip-payments,
 * stripe-subscriptions): what it sends to Stripe through the real SDK, what it makes of the answers,
 * and how it reports a failure. No database.
 */
describe('Stripe provider', () => {
  /** A provider over an api.stripe.com that answers every request with `body` (answers the fake never gives). */
  const answering = (body: Record<string, unknown>) =>
    new StripePaymentProvider({
      secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY,
      webhookSecret: TEST_WEBHOOK_SECRET,
      httpClient: Stripe.createFetchHttpClient((async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch),
    });
  const intentInput = (key: string) => ({ amountMinor: 250_000, currency: 'NOK', metadata: { trip_id: '7' }, idempotencyKey: key });

  it('creates a PaymentIntent in lower-case currency under the idempotency key, and reads the answer in upper case', async () => {
    const stripe = fakeStripeApi();
    const intent = await stripe.provider.createPaymentIntent(intentInput('trip-7-payment-1'));
    const [call] = stripe.requests;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'trip-7-payment-1' });
    expect(Object.fromEntries(call!.form)).toEqual({ amount: '250000', currency: 'nok', 'metadata[trip_id]': '7', 'automatic_payment_methods[enabled]': 'true' });
    const stored = stripe.intents.get(intent.id)!;
    expect(intent).toEqual({ id: stored.id, clientSecret: stored.client_secret, status: 'requires_payment_method', amountMinor: 250_000, currency: 'NOK' });
    // The same key answers the same intent: a retried request never makes a second charge.
    expect(await stripe.provider.createPaymentIntent(intentInput('trip-7-payment-1'))).toEqual(intent);
    expect(stripe.intents.size).toBe(1);
  });

  it('answers an empty client secret when Stripe sends none', async () => {
    const provider = answering({ id: 'pi_1', object: 'payment_intent', amount: 500, currency: 'eur', status: 'succeeded', client_secret: null });
    expect(await provider.retrievePaymentIntent('pi_1')).toEqual({ id: 'pi_1', clientSecret: '', status: 'succeeded', amountMinor: 500, currency: 'EUR' });
  });

  it('reads an intent back and cancels it at Stripe', async () => {
    const stripe = fakeStripeApi();
    const { id } = await stripe.provider.createPaymentIntent(intentInput('k-cancel'));
    expect(await stripe.provider.retrievePaymentIntent(id)).toMatchObject({ id, status: 'requires_payment_method', amountMinor: 250_000, currency: 'NOK' });
    await stripe.provider.cancelPaymentIntent(id);
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${id}/cancel` });
    expect(stripe.intents.get(id)!.status).toBe('canceled');
    expect((await stripe.provider.retrievePaymentIntent(id)).status).toBe('canceled');
  });

  it('reports a refused call as a ProviderError naming what failed, with Stripe’s error as its cause', async () => {
    const stripe = fakeStripeApi();
    const reading = stripe.provider.retrievePaymentIntent('pi_missing');
    await expect(reading).rejects.toThrow(new ProviderError('Stripe could not read the payment: No such payment_intent'));
    const err = await reading.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).cause).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(stripe.provider.cancelPaymentIntent('pi_missing')).rejects.toThrow(new ProviderError('Stripe could not cancel the payment: No such payment_intent'));
  });

  it('in an outage, retries under the same idempotency key, then names the call that failed', async () => {
    const stripe = fakeStripeApi();
    stripe.setOutage(true);
    const failures: [Promise<unknown>, string][] = [
      [stripe.provider.createPaymentIntent(intentInput('k-outage')), 'create the payment'],
      [stripe.provider.refundPayment({ paymentIntentId: 'pi_1', idempotencyKey: 'r-outage' }), 'refund the payment'],
      [stripe.provider.createCustomer({ email: 'a@example.com', name: 'A', metadata: {}, idempotencyKey: 'c-outage' }), 'create the customer'],
      [
        stripe.provider.createCheckoutSession({ customerId: 'cus_1', priceId: 'price_1', successUrl: 'https://x/s', cancelUrl: 'https://x/c', expiresAt: new Date(), clientReferenceId: '1', metadata: {} }),
        'start the checkout',
      ],
      [stripe.provider.expireCheckoutSession('cs_1'), 'expire the checkout'],
      [stripe.provider.createBillingPortalSession({ customerId: 'cus_1', returnUrl: 'https://x/r' }), 'open the billing portal'],
    ];
    const outcomes = await Promise.allSettled(failures.map(([call]) => call));
    expect(outcomes.map((o) => (o.status === 'rejected' ? [(o.reason as Error).name, (o.reason as Error).message] : o.status))).toEqual(
      failures.map(([, what]) => ['ProviderError', `Stripe could not ${what}: Stripe is having a bad day.`]),
    );
    // Two retries after the first attempt, each with the first attempt's key, so Stripe can dedupe them.
    const creates = stripe.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(creates.map((r) => r.idempotencyKey)).toEqual(['k-outage', 'k-outage', 'k-outage']);
  });

  it('refunds the whole charge without an amount, or the part asked for, under the idempotency key', async () => {
    const stripe = fakeStripeApi();
    const { id } = await stripe.provider.createPaymentIntent(intentInput('k-refund'));
    const whole = await stripe.provider.refundPayment({ paymentIntentId: id, idempotencyKey: 'refund-1' });
    expect(whole).toEqual({ id: expect.stringMatching(/^re_/) as string, status: 'succeeded' });
    const wholeCall = stripe.requests.at(-1)!;
    expect(wholeCall).toMatchObject({ method: 'POST', path: '/v1/refunds', idempotencyKey: 'refund-1' });
    expect(Object.fromEntries(wholeCall.form)).toEqual({ payment_intent: id });

    const part = await stripe.provider.refundPayment({ paymentIntentId: id, amountMinor: 50_000, idempotencyKey: 'refund-2' });
    expect(part.id).not.toBe(whole.id);
    expect(Object.fromEntries(stripe.requests.at(-1)!.form)).toEqual({ payment_intent: id, amount: '50000' });
    // A retried refund answers the first one.
    expect(await stripe.provider.refundPayment({ paymentIntentId: id, amountMinor: 50_000, idempotencyKey: 'refund-2' })).toEqual(part);
  });

  it('counts a refund Stripe answers without a status as pending', async () => {
    const provider = answering({ id: 're_1', object: 'refund', amount: 100, status: null });
    expect(await provider.refundPayment({ paymentIntentId: 'pi_1', idempotencyKey: 'k' })).toEqual({ id: 're_1', status: 'pending' });
  });

  it('creates a customer under the idempotency key, and owns only Stripe customer ids', async () => {
    const stripe = fakeStripeApi();
    const customer = await stripe.provider.createCustomer({ email: 'p@example.com', name: 'Safari Co', metadata: { partner_id: '3' }, idempotencyKey: 'partner-3-customer' });
    expect(customer).toEqual({ id: expect.stringMatching(/^cus_/) as string });
    expect(stripe.customers.has(customer.id)).toBe(true);
    const call = stripe.requests.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/customers', idempotencyKey: 'partner-3-customer' });
    expect(Object.fromEntries(call.form)).toEqual({ email: 'p@example.com', name: 'Safari Co', 'metadata[partner_id]': '3' });

    expect(stripe.provider.ownsCustomerId(customer.id)).toBe(true);
    expect(stripe.provider.ownsCustomerId('sandbox_cus_3')).toBe(false);
    expect(stripe.provider.ownsCustomerId('acct_cus_')).toBe(false);
  });

  it('starts a subscription Checkout expiring at the given second, and expires it', async () => {
    const stripe = fakeStripeApi();
    const { id: customerId } = await stripe.provider.createCustomer({ email: 'p@example.com', name: 'P', metadata: {}, idempotencyKey: 'c' });
    // 999 ms past the second: Stripe takes whole seconds, and the session must not outlive the moment asked for.
    const expiresAt = new Date(Date.UTC(2030, 0, 2, 3, 4, 5, 999));
    const session = await stripe.provider.createCheckoutSession({
      customerId,
      priceId: 'price_growth',
      successUrl: 'https://trips.example.com/ok',
      cancelUrl: 'https://trips.example.com/no',
      expiresAt,
      clientReferenceId: '3',
      metadata: { partner_id: '3', plan_id: '2' },
    });
    expect(Object.fromEntries(stripe.requests.at(-1)!.form)).toEqual({
      mode: 'subscription',
      customer: customerId,
      'line_items[0][price]': 'price_growth',
      'line_items[0][quantity]': '1',
      client_reference_id: '3',
      'metadata[partner_id]': '3',
      'metadata[plan_id]': '2',
      'subscription_data[metadata][partner_id]': '3',
      'subscription_data[metadata][plan_id]': '2',
      success_url: 'https://trips.example.com/ok',
      cancel_url: 'https://trips.example.com/no',
      expires_at: String(Date.UTC(2030, 0, 2, 3, 4, 5) / 1000),
    });
    const stored = stripe.sessions.get(session.id)!;
    expect(session).toEqual({ id: stored.id, url: stored.url, expiresAt: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)) });

    await stripe.provider.expireCheckoutSession(session.id);
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${session.id}/expire` });
    expect(stored.status).toBe('expired');
    await expect(stripe.provider.expireCheckoutSession(session.id)).rejects.toThrow(
      new ProviderError('Stripe could not expire the checkout: Only Checkout Sessions with a status of open can be expired.'),
    );
  });

  it('refuses a Checkout Session Stripe answers without a URL to send the browser to', async () => {
    const provider = answering({ id: 'cs_1', object: 'checkout.session', url: null, expires_at: 1_900_000_000 });
    const input = { customerId: 'cus_1', priceId: 'price_1', successUrl: 'https://x/s', cancelUrl: 'https://x/c', expiresAt: new Date(), clientReferenceId: '1', metadata: {} };
    await expect(provider.createCheckoutSession(input)).rejects.toThrow(
      new ProviderError('Stripe could not start the checkout: Stripe answered a checkout session without a URL.'),
    );
  });

  it('opens the Billing Portal for the customer, returning to the given URL', async () => {
    const stripe = fakeStripeApi();
    const { id: customerId } = await stripe.provider.createCustomer({ email: 'p@example.com', name: 'P', metadata: {}, idempotencyKey: 'c' });
    const portal = await stripe.provider.createBillingPortalSession({ customerId, returnUrl: 'https://trips.example.com/back' });
    expect(portal).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//) as string });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/billing_portal/sessions' });
    expect(Object.fromEntries(stripe.requests.at(-1)!.form)).toEqual({ customer: customerId, return_url: 'https://trips.example.com/back' });
  });

  it('parses a webhook only with a secret and a valid signature, saying which was missing', () => {
    const { provider } = fakeStripeApi();
    const event = signedEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }, { id: 'evt_1' });
    expect(provider.hasWebhookSecret).toBe(true);
    expect(provider.parseWebhook(Buffer.from(event.payload), event.signature)).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });

    expect(() => provider.parseWebhook(Buffer.from(event.payload), undefined)).toThrow(new WebhookSignatureError('Missing Stripe-Signature header.'));
    expect(() => provider.parseWebhook(Buffer.from(event.payload), '')).toThrow(new WebhookSignatureError('Missing Stripe-Signature header.'));
    const tampered = () => provider.parseWebhook(Buffer.from(event.payload.replace('pi_1', 'pi_2')), event.signature);
    expect(tampered).toThrow(WebhookSignatureError);
    expect(tampered).toThrow(/No signatures found matching the expected signature/);

    for (const webhookSecret of [null, '']) {
      const unkeyed = new StripePaymentProvider({ secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY, webhookSecret });
      expect(unkeyed.hasWebhookSecret).toBe(false);
      expect(() => unkeyed.parseWebhook(Buffer.from(event.payload), event.signature)).toThrow(new WebhookSignatureError('No webhook secret is configured.'));
    }
  });
});
