import { ServiceDiscoveryView } from '@/features/services/pages/service-discovery-page';
import { renderPlanAction } from './catalogue-actions';

/** /service-discovery with "Add to Trip Plan" on every card. */
export default function ServiceDiscoveryRoute() {
  return <ServiceDiscoveryView renderAction={renderPlanAction} />;
}
