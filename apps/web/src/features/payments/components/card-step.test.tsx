import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, paymentTexts } from '@mt/shared';
import { testQueryClient } from '@/test/render';
import { jsonResponse, stubFetchRoutes } from '@/test/route-fetch';
import { useSession } from '@/lib/session-store';
import { CardStep } from './card-step';

describe('CardStep (a charge started elsewhere, e.g. a postponement fee)', () => {
  beforeEach(() => useSession.getState().setSession({ id: 3, name: 'Tia', email: 't@example.com', user_type: 'traveller', userType: 'traveller', companyName: null, profile_image: null, created_at: '2030-01-01T00:00:00.000Z' }, 'token-1'));
  afterEach(() => vi.unstubAllGlobals());

  it('confirms the sandbox charge with its client secret and reports success', async () => {
    const { calls } = stubFetchRoutes({ 'POST /api/payments/sandbox/confirm': () => jsonResponse(200, { status: 'succeeded' }) });
    const onSucceeded = vi.fn();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <CardStep
          charge={{ clientSecret: 'sandbox_pi_fee_secret_1', provider: 'sandbox', amount: 1000, currency: 'NOK' }}
          settings={{ payments_mode: 'sandbox', stripe_publishable_key: null }}
          onSucceeded={onSucceeded}
        />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText(/card number/i), '4242424242424242');
    await userEvent.type(screen.getByLabelText(/expiry/i), '1240');
    await userEvent.type(screen.getByLabelText(/cvc/i), '123');
    await userEvent.click(screen.getByRole('button', { name: paymentTexts.payButton(formatMoney(1000, 'NOK')) }));
    expect(onSucceeded).toHaveBeenCalled();
    expect(JSON.parse(String(calls('POST /api/payments/sandbox/confirm')[0]!.body))).toMatchObject({ clientSecret: 'sandbox_pi_fee_secret_1' });
  });
});
