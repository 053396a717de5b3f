import { describe, expect, it } from 'vitest';
import { paymentTexts } from '@mt/shared';
import { AppError } from '../../lib/errors';
import { ProviderError } from './payment-provider';
import { withProvider } from './with-provider';

/** A provider's failure is a 502 people can act on; any other error stays what it is (a bug is a 500). */
describe('withProvider', () => {
  it('answers what the call answers', async () => {
    expect(await withProvider(() => Promise.resolve('pi_1'))).toBe('pi_1');
  });

  it('turns a ProviderError into a 502 with the provider-unavailable message', async () => {
    const err = await withProvider(() => Promise.reject(new ProviderError('Stripe could not refund the payment: timeout'))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 502, message: paymentTexts.providerUnavailable });
  });

  it('lets any other error through unchanged', async () => {
    const bug = new TypeError('a bug, not the provider');
    await expect(withProvider(() => Promise.reject(bug))).rejects.toBe(bug);
    const conflict = new AppError(409, 'already paid');
    await expect(withProvider(() => Promise.reject(conflict))).rejects.toBe(conflict);
  });
});
