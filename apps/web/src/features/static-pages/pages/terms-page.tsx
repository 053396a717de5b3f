import { LEGAL_LAST_UPDATED } from '@mt/shared';
import { LegalSectionList } from '../components/legal-section-list';
import { StaticPage } from '../components/static-page';
import { TERMS_SECTIONS } from '../content/terms-sections';

export default function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro="Please read these terms before booking. They explain what you can expect from us and what we expect from you."
    >
      <LegalSectionList sections={TERMS_SECTIONS} />
    </StaticPage>
  );
}
