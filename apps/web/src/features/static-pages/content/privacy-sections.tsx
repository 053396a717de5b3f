import { Link } from 'react-router';
import { CHANGE_NOTICE_DAYS, MINIMUM_AGE, OPERATING_COMPANY, SITE_NAME, paths } from '@mt/shared';
import type { LegalSection } from '../components/legal-section-list';
import { PrivacyContactAddress } from '../components/privacy-contact';

const email = OPERATING_COMPANY.privacyEmail;

/** Privacy Policy (spec 3, "Legal pages"): data, bases, disclosure, retention, rights, children, contact. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {OPERATING_COMPANY.name} in {OPERATING_COMPANY.city}, {OPERATING_COMPANY.country}, operates {SITE_NAME} and is the
        controller of the personal data described here. This policy explains what we collect, why, who we share it with and the
        choices you have.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    body: (
      <ul>
        <li><strong>Account data:</strong> name, email address, password (stored only as a secure hash) and an optional profile picture.</li>
        <li><strong>Partner data:</strong> company name, contact person, phone number, website, logo, business type and subscription details.</li>
        <li><strong>Trip data:</strong> your preferences (budget, dates, group size, interests, notes), trip proposals, bookings and their status.</li>
        <li><strong>Payment data:</strong> amounts, currency and payment status. Card details go directly to our payment provider; we never see or store full card numbers.</li>
        <li><strong>Content you share:</strong> reviews, stories, photos, comments and messages sent through the contact form.</li>
        <li><strong>Technical data:</strong> IP address, browser type and server logs needed to run and secure the service.</li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'How we use your data and our legal bases',
    body: (
      <ul>
        <li><strong>To provide the service</strong> – planning, booking and delivering your trip, running your account: performance of our contract with you.</li>
        <li><strong>To take payments and keep records</strong> required by accounting and tax law: legal obligation.</li>
        <li><strong>To keep the platform secure</strong>, prevent fraud and improve the service: our legitimate interests.</li>
        <li><strong>To send newsletters or offers</strong>, only if you have asked for them: consent, which you can withdraw at any time.</li>
      </ul>
    ),
  },
  {
    id: 'disclosure',
    title: 'Who we share data with',
    body: (
      <>
        <p>We do not sell personal data. We share it only where needed:</p>
        <ul>
          <li>with the partners who deliver your trip, limited to what they need (for example names and group size);</li>
          <li>with our payment provider, to process payments securely;</li>
          <li>with service providers who host our systems, send email or provide customer chat, under data processing agreements;</li>
          <li>with authorities, where the law requires it.</li>
        </ul>
        <p>
          Some of these recipients are outside the European Economic Area, including partners in the countries you travel to. Such
          transfers are protected by the safeguards the law requires, such as standard contractual clauses, or are necessary to
          deliver the trip you booked.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <p>
        We keep account data while your account is active and delete or anonymise it after you close it. Booking and payment
        records are kept as long as accounting law requires, normally five years. Contact messages are deleted when they are no
        longer needed to answer you, and server logs are kept for a short period for security.
      </p>
    ),
  },
  {
    id: 'storage-on-device',
    title: 'Storage on your device',
    body: (
      <p>
        We use your browser’s local storage to keep you signed in, remember your trip plan and save your accessibility settings.
        These are needed for the features you use; we do not use advertising cookies. If a chat service is enabled on the site,
        its provider may set its own cookies to run the chat.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You may ask for access to your data, correction, deletion, restriction of processing, a copy in a portable format, and you
          may object to processing based on our legitimate interests. Where we rely on consent, you may withdraw it at any time.
        </p>
        <p>
          To use these rights, write to <a href={`mailto:${email}`}>{email}</a>. You may also complain to a data protection
          authority; in {OPERATING_COMPANY.country} this is Datatilsynet.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {SITE_NAME} is not aimed at anyone under {MINIMUM_AGE}, and we do not knowingly collect data from children. If you believe
        a child under {MINIMUM_AGE} has given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will tell you about material changes to this policy at least {CHANGE_NOTICE_DAYS} days before they take effect, by
        email or on the website. For other questions you can also use our <Link to={paths.contact}>contact form</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>Questions about this policy or your data? Contact the data controller:</p>
        <PrivacyContactAddress />
      </>
    ),
  },
];
