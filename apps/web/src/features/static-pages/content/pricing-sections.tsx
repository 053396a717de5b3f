import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, type PricingSectionId } from '@mt/shared';
import { AcceptedMethods, CancellationTerms, DepositTerms } from '../components/booking-terms';

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
  deposits: <DepositTerms />,
  refunds: (
    <>
      <p>
        If we cannot deliver your trip, or have to cancel it, you get a full refund of what you paid, or an alternative of equal
        value if you prefer.
      </p>
      <CancellationTerms />
      <p>
        See our <Link to={paths.terms}>Terms of Service</Link> for details.
      </p>
    </>
  ),
  'payment-methods': <AcceptedMethods />,
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
