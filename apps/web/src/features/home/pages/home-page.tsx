import type { ReactNode } from 'react';
import { SITE_TAGLINE_TITLE } from '@mt/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FeaturedServicesSlot } from '../components/featured-services-slot';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { PartnerCtaSection } from '../components/partner-cta-section';
import { PartnersStrip } from '../components/partners-strip';
import { WhyChooseSection } from '../components/why-choose-section';

export interface HomePageProps {
  /** The featured services snippet, composed in by app/ (see FeaturedServicesSlot). */
  featuredServices?: ReactNode;
}

export default function HomePage({ featuredServices }: HomePageProps) {
  useDocumentTitle(SITE_TAGLINE_TITLE, { exact: true });
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <WhyChooseSection />
      <FeaturedServicesSlot>{featuredServices}</FeaturedServicesSlot>
      <PartnersStrip />
      <PartnerCtaSection />
    </>
  );
}
