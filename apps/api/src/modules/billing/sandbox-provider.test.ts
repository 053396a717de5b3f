import { describe, expect, it } from 'vitest';
import { paths } from '@mt/shared';
import { SandboxPaymentProvider } from './sandbox-provider';

/** The built-in provider's own rules: client secrets only this server can make, and the ids it names. */
describe('sandbox provider', () => {
  const provider = new SandboxPaymentProvider('a-server-key');

  it('makes intents in the requested amount and upper-case currency, each with its own secret', async () => {
    const a = await provider.createPaymentIntent({ amountMinor: 123_450, currency: 'nok', metadata: {}, idempotencyKey: 'k1' });
    const b = await provider.createPaymentIntent({ amountMinor: 1, currency: 'NOK', metadata: {}, idempotencyKey: 'k2' });
    expect(a).toMatchObject({ status: 'requires_payment_method', amountMinor: 123_450, currency: 'NOK' });
    expect(a.id).toMatch(/^sandbox_pi_[0-9a-f]{24}$/);
    expect(a.clientSecret).toMatch(new RegExp(`^${a.id}_secret_[A-Za-z0-9_-]{32}$`));
    expect(b.id).not.toBe(a.id);
    expect(b.clientSecret.slice(b.id.length)).not.toBe(a.clientSecret.slice(a.id.length));
    expect(await provider.retrievePaymentIntent(a.id)).toEqual({ id: a.id, clientSecret: a.clientSecret, status: 'unknown', amountMinor: 0, currency: '' });
  });

  it('reads the intent back from its own secrets only', async () => {
    const { id, clientSecret } = await provider.createPaymentIntent({ amountMinor: 100, currency: 'NOK', metadata: {}, idempotencyKey: 'k' });
    expect(provider.intentIdFromSecret(clientSecret)).toBe(id);
    const mac = clientSecret.slice(clientSecret.indexOf('_secret_') + '_secret_'.length);
    expect(provider.intentIdFromSecret(`${id}_secret_${mac.slice(0, -1)}`)).toBeNull();
    expect(provider.intentIdFromSecret(`${id}_secret_${mac}x`)).toBeNull();
    expect(provider.intentIdFromSecret(`${id}_secret_${[...mac].reverse().join('')}`)).toBeNull();
    expect(provider.intentIdFromSecret(`_secret_${mac}`)).toBeNull();
    expect(provider.intentIdFromSecret(provider.clientSecretFor(''))).toBeNull();
    expect(provider.intentIdFromSecret(`${id}${mac}`)).toBeNull();
    expect(provider.intentIdFromSecret(`${id}_secrets_${mac}`)).toBeNull();
    // Another server's key makes other secrets for the same intent.
    expect(new SandboxPaymentProvider('another-key').intentIdFromSecret(clientSecret)).toBeNull();
    expect(new SandboxPaymentProvider('another-key').clientSecretFor(id)).not.toBe(clientSecret);
  });

  it('names a refund after its idempotency key, so a retried refund is the same one and another is not', async () => {
    const first = await provider.refundPayment({ paymentIntentId: 'sandbox_pi_0123abcd', idempotencyKey: 'refund-payment-7' });
    expect(first).toEqual({ id: expect.stringMatching(/^sandbox_re_[0-9a-f]{24}$/), status: 'succeeded' });
    expect((await provider.refundPayment({ paymentIntentId: 'sandbox_pi_0123abcd', idempotencyKey: 'refund-payment-7' })).id).toBe(first.id);
    expect((await provider.refundPayment({ paymentIntentId: 'sandbox_pi_0123abcd', idempotencyKey: 'refund-payment-8' })).id).not.toBe(first.id);
  });

  it('makes customers it recognises, checkout pages under its own path and the billing page', async () => {
    const customer = await provider.createCustomer();
    expect(customer.id).toMatch(/^sandbox_cus_[0-9a-f]{24}$/);
    expect(provider.ownsCustomerId(customer.id)).toBe(true);
    expect(provider.ownsCustomerId('cus_stripe123')).toBe(false);
    expect(provider.ownsCustomerId('xsandbox_cus_1')).toBe(false);
    const expiresAt = new Date('2030-01-01T00:00:00Z');
    const session = await provider.createCheckoutSession({ expiresAt } as Parameters<SandboxPaymentProvider['createCheckoutSession']>[0]);
    expect(session.id).toMatch(/^sandbox_cs_[0-9a-f]{24}$/);
    expect(session).toEqual({ id: session.id, url: `/sandbox/checkout/${session.id}`, expiresAt });
    expect(await provider.createBillingPortalSession()).toEqual({ url: paths.sandboxBilling });
  });
});
