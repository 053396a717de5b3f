import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentTexts } from '@mt/shared';

// Stripe.js cannot load offline: the SDK's loader and React bindings are replaced by stand-ins that
// record what our form asks of them and answer like Stripe does.
const confirmPayment = vi.fn();
const loadStripe = vi.fn();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => <div data-secret={options.clientSecret}>{children}</div>,
  PaymentElement: ({ onReady }: { onReady(): void }) => {
    useEffect(() => onReady(), [onReady]);
    return <div>Stripe Payment Element</div>;
  },
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({ id: 'elements' }),
}));

const { StripeCardForm } = await import('./stripe-card-form');

const renderForm = (publishableKey: string | null = 'pk_test_1', onSucceeded = vi.fn()) => {
  render(<StripeCardForm publishableKey={publishableKey} clientSecret="pi_1_secret_2" amountLabel="NOK 5,000.00" onSucceeded={onSucceeded} />);
  return onSucceeded;
};

describe('StripeCardForm', () => {
  beforeEach(() => {
    confirmPayment.mockReset();
    loadStripe.mockReset().mockResolvedValue({});
  });

  it("says 'Stripe configuration is missing.' without a publishable key", () => {
    renderForm(null);
    expect(screen.getByText(paymentTexts.stripeConfigMissing)).toBeInTheDocument();
  });

  it('confirms with the return URL /payment-confirmation, redirecting only if needed', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const onSucceeded = renderForm('pk_test_ok');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay NOK 5,000.00' }));
    await waitFor(() => expect(onSucceeded).toHaveBeenCalled());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_ok');
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: { id: 'elements' },
      confirmParams: { return_url: `${window.location.origin}/payment-confirmation` },
      redirect: 'if_required',
    });
  });

  it.each([
    [{ error: { message: 'Your card was declined.' } }, 'Your card was declined.'],
    [{ error: {} }, paymentTexts.unexpected],
    [{ paymentIntent: { status: 'requires_action' } }, paymentTexts.requiresAction],
    [{ paymentIntent: { status: 'requires_payment_method' } }, paymentTexts.status('requires_payment_method')],
  ])('shows the outcome of %j', async (outcome, message) => {
    confirmPayment.mockResolvedValue(outcome);
    const onSucceeded = renderForm('pk_test_outcomes');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay NOK 5,000.00' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('treats processing as success and a thrown error as a failed payment', async () => {
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'processing' } }).mockRejectedValueOnce(new Error('network'));
    const onSucceeded = renderForm('pk_test_processing');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay NOK 5,000.00' }));
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Pay NOK 5,000.00' }));
    expect(await screen.findByText(paymentTexts.processFailed)).toBeInTheDocument();
  });

  it("reports 'Payment setup failed' when Stripe.js cannot load", async () => {
    loadStripe.mockRejectedValue(new Error('blocked by the network'));
    renderForm('pk_test_broken');
    expect(await screen.findByText(paymentTexts.setupFailed('blocked by the network'))).toBeInTheDocument();
  });
});
