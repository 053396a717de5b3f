import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  PAYMENT_METHODS,
  PRICING_EXAMPLE_DEPOSIT_PERCENT,
  PRICING_EXAMPLE_TRIP_TOTAL_USD,
  SUPPORTED_CURRENCIES_CLAIM,
  depositBreakdown,
  formatLegalAmount,
  paths,
  type PricingSectionId,
} from '@mt/shared';

// Computed, not typed: if the illustrative percentage changes, the example follows.
const example = depositBreakdown(PRICING_EXAMPLE_TRIP_TOTAL_USD, PRICING_EXAMPLE_DEPOSIT_PERCENT);
const list = (items: readonly string[]) => items.join(', ');

/** The wording of each pricing section, keyed by the section ids of the shared constants. */
export const PRICING_SECTION_CONTENT: Record<PricingSectionId, ReactNode> = {
  'what-you-pay': (
    <>
      <p>
        You pay one all-in price for your trip, shown on the proposal we send you before you commit. It covers the services listed
        in the proposal – such as accommodation, transport, guided tours and activities – and our planning and service fee.
      </p>
      <p>
        There are no booking fees added at checkout. Flights to the starting point, travel insurance, visas, vaccinations and
        personal spending are not included unless the proposal says so.
      </p>
    </>
  ),
  deposits: (
    <>
      <p>
        Paying for your trip confirms it. For trips booked well ahead, the proposal may split the price into a deposit that
        confirms the booking and a balance due before departure. The amounts and due date are always stated on the proposal.
      </p>
      <div className="rounded-lg bg-sand-50 p-4 ring-1 ring-sand-200">
        <h3 className="!mt-0">Illustrative example</h3>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>Trip total</dt>
          <dd className="text-right font-semibold">{formatLegalAmount(example.total)}</dd>
          <dt>Deposit ({example.depositPercent}%)</dt>
          <dd className="text-right font-semibold">{formatLegalAmount(example.deposit)}</dd>
          <dt>Remaining balance</dt>
          <dd className="text-right font-semibold">{formatLegalAmount(example.remaining)}</dd>
        </dl>
        <p className="text-sm">This example only shows how a deposit works; your own proposal states the figures that apply.</p>
      </div>
    </>
  ),
  refunds: (
    <>
      <p>
        If we cannot deliver your trip, or have to cancel it, you get a full refund of what you paid, or an alternative of equal
        value if you prefer.
      </p>
      <p>
        If you need to cancel, contact us as early as possible. How much can be refunded depends on how close the departure date
        is and what our partners have already committed on your behalf; the conditions are stated on your proposal. Refunds go
        back to the card or account you paid with. See our <Link to={paths.terms}>Terms of Service</Link> for details.
      </p>
    </>
  ),
  'payment-methods': (
    <>
      <ul>
        <li>Cards: {list(PAYMENT_METHODS.cardBrands)}</li>
        <li>Wallets: {list(PAYMENT_METHODS.wallets)}</li>
        <li>Mobile money: {list(PAYMENT_METHODS.mobileMoney)}</li>
        <li>{PAYMENT_METHODS.bankTransfer}</li>
      </ul>
      <p>
        Which methods you see at checkout depends on your country and currency. Payments can be made in {SUPPORTED_CURRENCIES_CLAIM};
        your bank may apply its own exchange rate when charging your card in another currency.
      </p>
    </>
  ),
  security: (
    <>
      <p>
        Every page is served over an SSL/TLS-encrypted connection. Card payments are handled by our payment provider, which is
        certified to PCI DSS, the card industry’s security standard. Card numbers go straight to the provider and never reach
        our servers.
      </p>
      <p>Where your bank supports it, payments are confirmed with an extra check such as 3-D Secure, to protect you against fraud.</p>
    </>
  ),
  'for-partners': (
    <>
      <p>
        Partners subscribe to a plan to list their services. Each plan sets a subscription price, a commission rate and how many
        services can be listed. For each service included in a completed trip, the partner receives its value minus the plan’s
        commission, calculated with the rate in force when the trip was proposed.
      </p>
      <p>
        The details are in the <Link to={paths.partnerTerms}>Partner Terms</Link>. Ready to join? <Link to={paths.partnerRegister}>Register as a partner</Link>.
      </p>
    </>
  ),
};
