import { LEGAL_LAST_UPDATED } from '@mt/shared';
import { LegalSectionList } from '../components/legal-section-list';
import { StaticPage } from '../components/static-page';
import { PARTNER_TERMS_SECTIONS } from '../content/partner-terms-sections';

export default function PartnerTermsPage() {
  return (
    <StaticPage
      title="Partner Terms of Service"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro="The rules for lodges, tour operators, transport providers, guides and other partners who list services with us."
    >
      <LegalSectionList sections={PARTNER_TERMS_SECTIONS} />
    </StaticPage>
  );
}
