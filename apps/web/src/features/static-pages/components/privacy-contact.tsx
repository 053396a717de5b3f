import { OPERATING_COMPANY } from '@mt/shared';

/** The policy's contact block, naming the operating company (spec 3, "Legal pages"). */
export function PrivacyContactAddress() {
  const { name, city, country, privacyEmail } = OPERATING_COMPANY;
  return (
    <address className="not-italic">
      <strong>{name}</strong>
      <br />
      {city}, {country}
      <br />
      Email: <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>
    </address>
  );
}
