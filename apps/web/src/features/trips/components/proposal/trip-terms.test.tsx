import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCELLATION_TIERS_DEFAULT, formatMoney, postponeTexts, tierRangeLabel, tierRefundLabel, tripTermsTexts as t, type CancellationTier } from '@mt/shared';
import { postponementFixture, tripFixture } from '../../testing/trip-fixture';
import { TripTerms } from './trip-terms';

// The DOM matchers collapse the no-break space Intl puts after the currency code.
const nok = (n: number) => formatMoney(n, 'NOK').replace(/\u00a0/g, ' ');

/** A table agreed at this trip's first charge, unlike today's defaults in every row. */
const AGREED: CancellationTier[] = [
  { min_days_before_departure: 90, refund_percent: 80, keeps_deposit: true },
  { min_days_before_departure: 21, refund_percent: 40, keeps_deposit: false },
  { min_days_before_departure: 0, refund_percent: 0, keeps_deposit: false },
];

/** The rows as shown: [range, refund] per tier, read from the description list. */
function rows(list: HTMLElement) {
  const terms = within(list).getAllByRole('term').map((el) => el.textContent);
  const details = within(list).getAllByRole('definition').map((el) => el.textContent);
  return terms.map((term, i) => [term, details[i]]);
}

describe('TripTerms (issue 18 section 1)', () => {
  it('lists the trip’s own tiers, not today’s defaults, with the postponement rule and its fee', () => {
    render(<TripTerms trip={tripFixture({ cancellation_tiers: AGREED, postponement: postponementFixture({ fee: 750 }) })} />);
    const section = screen.getByRole('region', { name: t.title });
    expect(rows(section)).toEqual([
      ['90 days or more before departure', '80 % of what you paid beyond the deposit'],
      ['21–89 days before departure', '40 % of what you paid'],
      ['Under 21 days before departure', 'Nothing'],
    ]);
    expect(section).not.toHaveTextContent(`${tierRangeLabel(CANCELLATION_TIERS_DEFAULT, 1)} ${t.beforeDeparture}`);
    expect(within(section).getByText(postponeTexts.terms(nok(750)))).toBeInTheDocument();
    expect(section).toHaveTextContent(nok(750));
    expect(within(section).getByText(t.fixedAtFirstPayment)).toBeInTheDocument();
  });

  it('says the default table in the shared labels, and a free postponement as free', () => {
    render(<TripTerms trip={tripFixture({ postponement: postponementFixture({ fee: 0 }) })} />);
    const section = screen.getByRole('region', { name: t.title });
    expect(rows(section)).toEqual(CANCELLATION_TIERS_DEFAULT.map((tier, i) => [`${tierRangeLabel(CANCELLATION_TIERS_DEFAULT, i)} ${t.beforeDeparture}`, tierRefundLabel(tier)]));
    expect(rows(section)[0]).toEqual(['60 days or more before departure', 'Everything but the deposit']);
    expect(within(section).getByText(postponeTexts.terms(null))).toBeInTheDocument();
    // "Everything but the deposit" names an amount, even for a trip paid in one charge.
    expect(within(section).getByText(t.depositMeans(nok(1000), 20))).toBeInTheDocument();
  });

  it('says nothing of a deposit when no tier keeps one', () => {
    const tiers = AGREED.map((tier) => ({ ...tier, keeps_deposit: false }));
    render(<TripTerms trip={tripFixture({ cancellation_tiers: tiers })} />);
    expect(screen.queryByText(/deposit/i)).not.toBeInTheDocument();
  });

  it('calls the terms agreed once the deposit is paid', () => {
    render(<TripTerms trip={tripFixture({ status: 'confirmed', payment_status: 'deposit_paid', cancellation_tiers: AGREED })} />);
    expect(screen.getByText(t.agreed)).toBeInTheDocument();
    expect(screen.queryByText(t.fixedAtFirstPayment)).not.toBeInTheDocument();
  });

  it('keeps the terms behind a closed disclosure in the payment window, and opens it on demand', async () => {
    const { container } = render(<TripTerms trip={tripFixture({ cancellation_tiers: AGREED })} collapsible />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(screen.getByText(t.title));
    expect(details.open).toBe(true);
    expect(rows(details)).toHaveLength(AGREED.length);
    expect(rows(details)[1]).toEqual(['21–89 days before departure', '40 % of what you paid']);
  });
});
