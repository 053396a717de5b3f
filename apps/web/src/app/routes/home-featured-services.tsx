import { FeaturedServicesSnippet } from '@/features/services/components/featured-services-snippet';
import { renderPlanAction } from './catalogue-actions';

/** The home page's featured services with the add-to-plan action (home.tsx loads it as it comes into view). */
export default function HomeFeaturedServices() {
  return <FeaturedServicesSnippet renderAction={renderPlanAction} />;
}
