import { PartnerCtaSection } from './partner-cta-section';
import { PartnersStrip } from './partners-strip';

export { WhyChooseSection } from './why-choose-section';

/** The sections after the featured services (home-page.tsx loads them, and the one above, as they come into view). */
export function PartnerSections() {
  return (
    <>
      <PartnersStrip />
      <PartnerCtaSection />
    </>
  );
}
