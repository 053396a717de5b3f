import { FeaturedServicesView } from '@/features/services/pages/featured-services-page';
import { renderPlanAction } from './catalogue-actions';

/** /featured-services with "Add to Trip Plan" on every card. */
export default function FeaturedServicesRoute() {
  return <FeaturedServicesView renderAction={renderPlanAction} />;
}
