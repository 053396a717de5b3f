import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { adminPostponementTexts as t } from '@mt/shared';
import { renderWithProviders } from '@/test/render';
import { adminTripFixture } from '../../testing/admin-fixtures';
import { AdminTripSummary } from './admin-trip-summary';

const region = () => screen.getByRole('region', { name: /Trip #70/ });

describe('the admin trip page shows postponements (docs/decisions/0016)', () => {
  it('a postponed trip: "Moved from <date>" as a badge, and the old date with the day it moved', () => {
    renderWithProviders(
      <AdminTripSummary trip={adminTripFixture({ status: 'confirmed', payment_status: 'paid', departure_date: '2030-07-01', postponed_from: '2030-05-10', postponed_at: '2030-02-03T09:00:00.000Z' })} />,
    );
    expect(within(region()).getByText(t.postponedFrom('10 May 2030'))).toBeInTheDocument();
    const item = within(region()).getByText(t.postponementLabel).closest('div')!;
    expect(item).toHaveTextContent(t.postponedOn('Friday, 10 May 2030', '3 Feb 2030'));
    expect(screen.queryByText(/fee pending/i)).not.toBeInTheDocument();
  });

  it('a pending fee: a badge with the amount, and the date it would move the trip to', () => {
    renderWithProviders(
      <AdminTripSummary trip={adminTripFixture({ status: 'confirmed', payment_status: 'deposit_paid', pending_postponement: { departure_date: '2030-08-20', fee: 1250, currency: 'NOK' } })} />,
    );
    expect(within(region()).getByText(/^Postponement fee pending: NOK\s1,250\.00$/)).toBeInTheDocument();
    const item = within(region()).getByText(t.postponementLabel).closest('div')!;
    expect(item).toHaveTextContent(/Postponement fee of NOK\s1,250\.00 not paid yet; once it is, the departure moves to Tuesday, 20 August 2030\./);
    expect(within(region()).queryByText(/^Moved from/)).not.toBeInTheDocument();
  });

  it('says nothing of postponement on a trip never postponed', () => {
    renderWithProviders(<AdminTripSummary trip={adminTripFixture()} />);
    expect(screen.queryByText(t.postponementLabel)).not.toBeInTheDocument();
    expect(screen.queryByText(/postpone/i)).not.toBeInTheDocument();
  });
});
