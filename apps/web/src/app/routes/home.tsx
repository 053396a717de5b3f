import HomePage from '@/features/home/pages/home-page';
import { FeaturedServicesSnippet } from '@/features/services/components/featured-services-snippet';
import { renderPlanAction } from './catalogue-actions';

/** / : the home page with the featured services snippet composed in (features don't import each other). */
export default function HomeRoute() {
  return <HomePage featuredServices={<FeaturedServicesSnippet renderAction={renderPlanAction} />} />;
}
