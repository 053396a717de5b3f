import { Link } from 'react-router';
import {
  CHANGE_NOTICE_DAYS,
  OPERATING_COMPANY,
  PARTNER_LIABILITY_CAP_USD,
  PARTNER_LIABILITY_COMMISSION_MONTHS,
  SITE_NAME,
  formatLegalAmount,
  paths,
} from '@mt/shared';
import type { LegalSection } from '../components/legal-section-list';

/** Partner Terms of Service (spec 3, "Legal pages"). */
export const PARTNER_TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'scope',
    title: 'Scope',
    body: (
      <p>
        These terms apply to businesses and independent professionals (“partners”) who list services on {SITE_NAME}, operated by{' '}
        {OPERATING_COMPANY.name}, {OPERATING_COMPANY.city}, {OPERATING_COMPANY.country}. By registering as a partner you accept
        them on behalf of your business. The general <Link to={paths.terms}>Terms of Service</Link> also apply where these terms are
        silent.
      </p>
    ),
  },
  {
    id: 'registration',
    title: 'Registration and review',
    body: (
      <p>
        Give accurate details about your business, its licences and its contact people, and keep them up to date. We review new
        partners and may ask for documents such as a business registration, operating licence or proof of insurance before your
        services appear publicly.
      </p>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions',
    body: (
      <>
        <p>
          Listing services requires an active subscription plan. Each plan states its price, billing interval, the commission
          rate that applies to your services and the number of services you may list. Subscriptions renew automatically until
          cancelled and are billed in advance through our payment provider.
        </p>
        <p>
          If your subscription ends or a payment fails, you can no longer add or edit services and your listings are hidden from
          the public until the subscription is active again. Trips already booked are not affected.
        </p>
      </>
    ),
  },
  {
    id: 'commission',
    title: 'Commission',
    body: (
      <p>
        For every service included in a trip, we keep the commission rate of your plan, as it stood when the trip proposal was
        made. The rest of the service value is your payout. Commission rates may change with {CHANGE_NOTICE_DAYS} days’ notice and
        never apply retroactively to trips already proposed.
      </p>
    ),
  },
  {
    id: 'listings',
    title: 'Listing rules',
    body: (
      <ul>
        <li>Describe each service truthfully, with its real location, inclusions, capacity and price.</li>
        <li>Only list services you are licensed, insured and able to deliver.</li>
        <li>Use only photos and texts you own or may use, showing the actual service.</li>
        <li>Keep prices and availability current; a listed price is the price you accept for inclusion in a trip.</li>
        <li>No contact details or links aimed at taking bookings off the platform.</li>
      </ul>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivering services',
    body: (
      <p>
        Once a trip including your service is confirmed, you must deliver it as described, safely and in line with local law.
        Treat travellers, communities and wildlife with respect. Tell us at once if you cannot deliver, so we can arrange an
        alternative for the traveller; repeated failures may lead to suspension.
      </p>
    ),
  },
  {
    id: 'payouts',
    title: 'Payouts',
    body: (
      <p>
        Payouts for a trip are calculated when the trip is completed: the value of your services minus commission. They are paid
        to the account you have registered with us. You are responsible for your own taxes and charges in your country.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        To the extent permitted by law, each party’s liability to the other under these terms is limited to the lower of the
        commission paid to us over the {PARTNER_LIABILITY_COMMISSION_MONTHS} months before the claim or{' '}
        {formatLegalAmount(PARTNER_LIABILITY_CAP_USD)}. This limit does not apply to fraud, to death or personal injury caused by
        negligence, or to your obligations towards travellers when delivering your services.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <>
        <p>
          You may stop partnering with us at any time by cancelling your subscription and removing your services; confirmed trips
          must still be delivered. We may suspend or end your account if you break these terms, mislead travellers or put their
          safety at risk, and we will tell you why.
        </p>
        <p>
          We may change these terms with {CHANGE_NOTICE_DAYS} days’ notice. Questions? Use our <Link to={paths.contact}>contact form</Link>.
        </p>
      </>
    ),
  },
];
