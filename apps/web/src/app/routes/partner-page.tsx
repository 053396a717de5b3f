import { PublicPartnerView } from '@/features/partners/pages/public-partner-page';
import { renderPlanAction, renderSaveHeart } from './catalogue-actions';

/** /partners/{slug} with "Add to Trip Plan" and the heart on every service. */
export default function PartnerPageRoute() {
  return <PublicPartnerView renderAction={renderPlanAction} renderSave={renderSaveHeart} />;
}
