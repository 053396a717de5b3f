import { PublicPartnerView } from '@/features/partners/pages/public-partner-page';
import { renderPlanAction } from './catalogue-actions';

/** /partners/{slug} with "Add to Trip Plan" on every service. */
export default function PartnerPageRoute() {
  return <PublicPartnerView renderAction={renderPlanAction} />;
}
