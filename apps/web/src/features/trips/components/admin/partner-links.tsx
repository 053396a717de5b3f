import { ExternalLink } from 'lucide-react';
import { adminTripTexts as t, paths } from '@mt/shared';

/** Spec 3: the partner's name opens its public page in a new tab; its website is linked where known. */
export function PartnerLinks({ companyName, slug, websiteUrl }: { companyName: string; slug: string | null; websiteUrl: string | null }) {
  const link = 'text-brand-800 underline-offset-2 hover:underline';
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      {slug ? (
        <a href={paths.partnerPage.to({ slug })} target="_blank" rel="noopener noreferrer" className={link}>
          {companyName}
          <ExternalLink className="ml-1 inline size-3 align-[-1px]" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <span>{companyName}</span>
      )}
      {websiteUrl && (
        <a href={websiteUrl} target="_blank" rel="noopener noreferrer" className={link}>
          {t.partnerWebsite}
          <span className="sr-only">
            {' '}
            of {companyName} (opens in a new tab)
          </span>
        </a>
      )}
    </span>
  );
}
