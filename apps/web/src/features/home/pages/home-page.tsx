import type { ReactNode } from 'react';
import { SITE_TAGLINE_TITLE } from '@mt/shared';
import { partWhenVisible } from '@/lib/part-when-visible';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FeaturedServicesSlot } from '../components/featured-services-slot';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';

// On a phone the hero and the top of "How It Works" fill the screen: what follows loads as it comes into view.
const lowerSections = () => import('../components/home-lower-sections');
const WhyChooseSection = partWhenVisible(() => lowerSections().then((m) => m.WhyChooseSection));
const PartnerSections = partWhenVisible(() => lowerSections().then((m) => m.PartnerSections));

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
      <PartnerSections />
    </>
  );
}
