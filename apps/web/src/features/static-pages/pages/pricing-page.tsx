import { Link } from 'react-router';
import { PRICING_PAGE_TITLE, paths } from '@mt/shared';
import { PricingAccordion } from '../components/pricing-accordion';
import { StaticPage } from '../components/static-page';

export default function PricingPage() {
  return (
    <StaticPage
      title={PRICING_PAGE_TITLE}
      documentTitle="Pricing"
      intro="Clear prices, secure payments and no surprises – except the destination."
    >
      <PricingAccordion />
      <p className="text-slate-700">
        Still have a question about pricing?{' '}
        <Link to={paths.contact} className="font-medium text-brand-800 underline underline-offset-2">
          Contact us
        </Link>
        .
      </p>
    </StaticPage>
  );
}
