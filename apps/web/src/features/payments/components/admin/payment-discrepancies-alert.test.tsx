import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentTexts, type PaymentDiscrepancy } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { PaymentDiscrepanciesAlert } from './payment-discrepancies-alert';

const texts = paymentTexts.discrepancies;
const discrepancy = (over: Partial<PaymentDiscrepancy> = {}): PaymentDiscrepancy => ({
  id: 4,
  trip_id: 12,
  trip_name: 'Northern Lights',
  provider: 'stripe',
  provider_payment_id: 'pi_123',
  event_id: 'evt_1',
  expected_amount: 2500,
  expected_currency: 'NOK',
  received_amount: 1,
  received_currency: 'NOK',
  created_at: '2026-11-27T10:00:00.000Z',
  resolved_at: null,
  ...over,
});
const notify = { success: vi.fn(), error: vi.fn() };

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('PaymentDiscrepanciesAlert', () => {
  it('lists each open discrepancy with its figures and resolves one', async () => {
    let list = [discrepancy(), discrepancy({ id: 5, trip_id: 13, received_amount: null, received_currency: null }), discrepancy({ id: 6, resolved_at: '2026-11-27T11:00:00.000Z' })];
    const fetchMock = routeFetch({
      'GET /api/admin/payment-discrepancies': () => jsonResponse(200, { discrepancies: list }),
      'PUT /api/admin/payment-discrepancies/4/resolve': () => {
        list = list.map((d) => (d.id === 4 ? { ...d, resolved_at: '2026-11-27T12:00:00.000Z' } : d));
        return jsonResponse(200, { discrepancy: list[0] });
      },
    });
    renderWithProviders(<PaymentDiscrepanciesAlert notify={notify} />);
    expect(await screen.findByText(texts.title)).toBeInTheDocument();
    expect(screen.getByText(/Trip #12 \(Northern Lights\): expected NOK\s2,500\.00, received NOK\s1\.00\. Payment pi_123/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Trip #13 .*received ${texts.receivedUnknown}`))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: texts.resolve })).toHaveLength(2);

    await userEvent.setup().click(screen.getAllByRole('button', { name: texts.resolve })[0]!);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(texts.resolved));
    await waitFor(() => expect(screen.getAllByRole('button', { name: texts.resolve })).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalled();
  });

  it('shows nothing when every discrepancy is resolved', async () => {
    const fetchMock = routeFetch({ 'GET /api/admin/payment-discrepancies': jsonResponse(200, { discrepancies: [discrepancy({ resolved_at: '2026-11-27T11:00:00.000Z' })] }) });
    const { container } = renderWithProviders(<PaymentDiscrepanciesAlert notify={notify} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
