import { paymentTexts } from '@mt/shared';
import { ApiError } from '@/lib/api-client';

/** Starting a payment (spec 1 section 8): server message, else 'Failed to initialize payment (HTTP n)', else a general line. */
export function startPaymentErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.source === 'server') return err.message;
    if (err.source === 'http') return paymentTexts.initFailed(err.status);
  }
  return paymentTexts.couldNotInitiate;
}

/** The outcome of a card confirmation as the user reads it (spec 1 section 4). */
export function confirmationMessage(status: string): string | null {
  if (status === 'succeeded' || status === 'processing') return null;
  if (status === 'requires_action') return paymentTexts.requiresAction;
  return paymentTexts.status(status);
}
