import {
  cardMessages,
  paymentTexts,
  sandboxCardFieldErrors,
  sandboxCardOutcome,
  type SandboxConfirmInput,
  type SandboxResult,
} from '@mt/shared';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findPaymentByProviderId, type PaymentRow } from './payments-ledger.repository';
import { applyProviderEvent, type ProviderEventDeps } from './provider-events';
import { sandboxEvent } from './sandbox-events';
import type { SandboxPaymentProvider } from './sandbox-provider';

export interface SandboxDeps extends ProviderEventDeps {
  sandbox: SandboxPaymentProvider;
}

const intentObject = (payment: PaymentRow, status: string, error?: { code: string; message: string }) => ({
  id: payment.providerPaymentId,
  object: 'payment_intent',
  amount: payment.amountMinor,
  currency: payment.currency.toLowerCase(),
  status,
  ...(error ? { last_payment_error: error } : {}),
});

async function paymentForSecret(deps: SandboxDeps, clientSecret: string): Promise<PaymentRow> {
  const intentId = deps.sandbox.intentIdFromSecret(clientSecret);
  const payment = intentId ? await findPaymentByProviderId(deps.db, 'sandbox', intentId) : null;
  if (!payment) throw notFound(paymentTexts.invalidClientSecret);
  return payment;
}

/**
 * POST /api/payments/sandbox/confirm: what Stripe does when the browser confirms a card, with its
 * test cards' outcomes. The outcome is an event applied by the same handler as Stripe's webhooks.
 */
export async function confirmSandboxPayment(deps: SandboxDeps, input: SandboxConfirmInput): Promise<SandboxResult> {
  const payment = await paymentForSecret(deps, input.clientSecret);
  const fieldErrors = sandboxCardFieldErrors(input);
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, [v!]])));
  if (payment.status === 'succeeded' || payment.status === 'refunded') return { status: 'succeeded' };
  if (payment.status === 'canceled') throw conflict(paymentTexts.status('canceled'));

  const outcome = sandboxCardOutcome(input.cardNumber);
  if (outcome.kind === 'succeed') {
    await applyProviderEvent(deps, sandboxEvent('payment_intent.succeeded', intentObject(payment, 'succeeded')));
    return { status: 'succeeded' };
  }
  if (outcome.kind === 'authenticate') {
    await applyProviderEvent(deps, sandboxEvent('payment_intent.requires_action', intentObject(payment, 'requires_action')));
    return { status: 'requires_action', message: paymentTexts.requiresAction };
  }
  const error = { code: outcome.code, message: outcome.message };
  await applyProviderEvent(deps, sandboxEvent('payment_intent.payment_failed', intentObject(payment, 'requires_payment_method', error)));
  return { status: 'failed', message: outcome.message };
}

/** POST /api/payments/sandbox/authenticate: the 3-D Secure step, approved or failed by the user. */
export async function authenticateSandboxPayment(deps: SandboxDeps, input: { clientSecret: string; approve: boolean }): Promise<SandboxResult> {
  const payment = await paymentForSecret(deps, input.clientSecret);
  if (payment.status === 'succeeded') return { status: 'succeeded' };
  if (payment.status !== 'requires_action') throw conflict(paymentTexts.notAwaitingAuthentication);
  if (input.approve) {
    await applyProviderEvent(deps, sandboxEvent('payment_intent.succeeded', intentObject(payment, 'succeeded')));
    return { status: 'succeeded' };
  }
  const error = { code: 'payment_intent_authentication_failure', message: cardMessages.authenticationFailed };
  await applyProviderEvent(deps, sandboxEvent('payment_intent.payment_failed', intentObject(payment, 'requires_payment_method', error)));
  return { status: 'failed', message: cardMessages.authenticationFailed };
}
