import { LEGAL_LAST_UPDATED } from '@mt/shared';
import { LegalSectionList } from '../components/legal-section-list';
import { StaticPage } from '../components/static-page';
import { PRIVACY_SECTIONS } from '../content/privacy-sections';

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro="How we collect, use and protect personal data when you browse, book or partner with us."
    >
      <LegalSectionList sections={PRIVACY_SECTIONS} />
    </StaticPage>
  );
}
