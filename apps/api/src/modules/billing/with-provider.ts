import { paymentTexts } from '@mt/shared';
import { AppError } from '../../lib/errors';
import { ProviderError } from './payment-provider';

/** Provider failures become a 502 with a message people can act on; the transaction rolls back. */
export async function withProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError(502, paymentTexts.providerUnavailable);
    throw err;
  }
}
