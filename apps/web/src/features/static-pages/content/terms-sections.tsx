import { Link } from 'react-router';
import {
  CHANGE_NOTICE_DAYS,
  LIABILITY_CAP_USD,
  MINIMUM_AGE,
  OPERATING_COMPANY,
  SITE_NAME,
  formatLegalAmount,
  paths,
} from '@mt/shared';
import { CancellationTerms, DepositTerms } from '../components/booking-terms';
import type { LegalSection } from '../components/legal-section-list';

const cap = formatLegalAmount(LIABILITY_CAP_USD);

/** Terms of Service for travellers and visitors (spec 3, "Legal pages"). */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms govern your use of the {SITE_NAME} website and the trips booked through it. The platform is operated by{' '}
          {OPERATING_COMPANY.name}, {OPERATING_COMPANY.city}, {OPERATING_COMPANY.country} (“we”, “us”). By creating an account or
          booking a trip you accept these terms.
        </p>
        <p>
          Partners who list services on the platform are bound by the separate <Link to={paths.partnerTerms}>Partner Terms</Link>. How
          we handle personal data is described in our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use the service',
    body: (
      <>
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account, submit trip preferences or make a booking. If you
          book for a group, you confirm that you are authorised to accept these terms on behalf of everyone travelling with you,
          and that any traveller under {MINIMUM_AGE} travels with a responsible adult.
        </p>
        <p>You agree to give accurate information and to keep your sign-in details to yourself. You are responsible for activity on your account.</p>
      </>
    ),
  },
  {
    id: 'how-trips-work',
    title: 'How mystery trips work',
    body: (
      <>
        <p>
          You tell us your budget, travel dates, group size and interests. We build a trip proposal from services offered by
          independent local partners and send it to you with its total price. A trip is booked only once you have accepted the
          proposal and your payment has succeeded.
        </p>
        <p>
          The destination is kept secret and revealed shortly before departure. Before then we share what you need to prepare,
          such as the climate to pack for and any entry or health requirements you should check. Keeping the destination
          secret is part of the service and is not a reason for a refund.
        </p>
      </>
    ),
  },
  {
    id: 'prices-payment',
    title: 'Prices and payment',
    body: (
      <>
        <p>
          The price on your proposal is the price you pay; it includes our service fee. Payments are processed by our payment
          provider; we do not store your card details. Trips are charged in Norwegian kroner (NOK). See{' '}
          <Link to={paths.pricing}>How Pricing Works</Link> for payment methods and deposits.
        </p>
        <p>Prices do not include travel insurance, visas, vaccinations, personal spending or anything the proposal does not list.</p>
      </>
    ),
  },
  {
    id: 'changes-cancellations',
    title: 'Changes and cancellations',
    body: (
      <>
        <p>If you need to change or cancel a booked trip, contact us as soon as possible.</p>
        <DepositTerms />
        <CancellationTerms />
        <p>
          If we have to cancel a trip, or cannot deliver an essential part of it, we will offer you an alternative of equal value
          or a full refund of what you paid for the affected part.
        </p>
      </>
    ),
  },
  {
    id: 'your-responsibilities',
    title: 'Your responsibilities as a traveller',
    body: (
      <ul>
        <li>Hold a valid passport and any visas, permits and vaccinations required for the trip.</li>
        <li>Have adequate travel insurance, including medical cover and repatriation.</li>
        <li>Follow the reasonable instructions of guides and partners, especially on safety and wildlife.</li>
        <li>Respect local laws, customs, communities and the environment.</li>
      </ul>
    ),
  },
  {
    id: 'partners',
    title: 'Our partners',
    body: (
      <p>
        Accommodation, transport, tours and other services are provided by independent partners, who are responsible for
        delivering them. We select partners with care and act on complaints, but we do not control their day-to-day operations.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Reviews, stories and other content',
    body: (
      <p>
        When you post a review, story, photo or comment, you confirm that it is your own and honest, and you allow us to show it on
        the platform. We may remove content that is unlawful, offensive, misleading or unrelated to travel.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the extent permitted by law, our total liability to you for any claim arising from the use of the platform is limited
          to {cap}. We are not liable for indirect or consequential losses, or for the acts and omissions of partners, airlines or
          other third parties.
        </p>
        <p>
          Nothing in these terms limits liability for death or personal injury caused by our negligence, for fraud, or any other
          liability that cannot be limited by law, and nothing affects your statutory rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms, for example when we add features or when the law changes. We will give you at least{' '}
        {CHANGE_NOTICE_DAYS} days’ notice of material changes by email or on the website before they take effect. Trips already
        booked remain under the terms in force when they were booked.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and contact',
    body: (
      <p>
        These terms are governed by the laws of {OPERATING_COMPANY.country}, without depriving you of the protection of the
        mandatory consumer laws of the country where you live. Questions about these terms? Use our{' '}
        <Link to={paths.contact}>contact form</Link>.
      </p>
    ),
  },
];
