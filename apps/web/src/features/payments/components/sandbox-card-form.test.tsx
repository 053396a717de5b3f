import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardMessages, paymentTexts } from '@mt/shared';
import { SandboxCardForm } from './sandbox-card-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const wrap = (onSucceeded = vi.fn()) => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SandboxCardForm clientSecret="sandbox_pi_1_secret_x" amountLabel="NOK 5,000.00" onSucceeded={onSucceeded} />
    </QueryClientProvider>,
  );
  return onSucceeded;
};
async function pay(card: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1240');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay NOK 5,000.00' }));
}

describe('SandboxCardForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is labelled 'Test mode' and checks the fields before sending anything", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    wrap();
    expect(screen.getByText(paymentTexts.testMode)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay NOK 5,000.00' }));
    expect(screen.getByText(cardMessages.numberIncomplete)).toBeInTheDocument();
    expect(screen.getByText(cardMessages.expiryIncomplete)).toBeInTheDocument();
    expect(screen.getByText(cardMessages.cvcIncomplete)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pays with 4242 and reports success', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { status: 'succeeded' }));
    vi.stubGlobal('fetch', fetchMock);
    const onSucceeded = wrap();
    await pay('4242424242424242');
    await waitFor(() => expect(onSucceeded).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ clientSecret: 'sandbox_pi_1_secret_x', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
  });

  it("shows a decline in Stripe's words and lets the traveller try again", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { status: 'failed', message: cardMessages.declined })));
    const onSucceeded = wrap();
    await pay('4000000000000002');
    expect(await screen.findByText(cardMessages.declined)).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('asks for 3-D Secure and finishes on approval; a failed authentication shows why', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(200, { status: 'requires_action', message: paymentTexts.requiresAction }))
      .mockResolvedValueOnce(json(200, { status: 'failed', message: cardMessages.authenticationFailed }))
      .mockResolvedValueOnce(json(200, { status: 'requires_action', message: paymentTexts.requiresAction }))
      .mockResolvedValueOnce(json(200, { status: 'succeeded' }));
    vi.stubGlobal('fetch', fetchMock);
    const onSucceeded = wrap();
    await pay('4000002500003155');
    expect(await screen.findByText(paymentTexts.requiresAction)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: paymentTexts.authenticateFail }));
    expect(await screen.findByText(cardMessages.authenticationFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay NOK 5,000.00' }));
    await userEvent.click(await screen.findByRole('button', { name: paymentTexts.authenticateApprove }));
    await waitFor(() => expect(onSucceeded).toHaveBeenCalled());
    expect(JSON.parse((fetchMock.mock.calls[3] as [URL, RequestInit])[1].body as string)).toEqual({ clientSecret: 'sandbox_pi_1_secret_x', approve: true });
  });

  it("falls back to 'Failed to process payment' when the server cannot say more", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('bad gateway', { status: 502 })));
    wrap();
    await pay('4242424242424242');
    expect(await screen.findByText(paymentTexts.processFailed)).toBeInTheDocument();
  });
});
