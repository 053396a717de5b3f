import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { partnerDashboardTexts, paths } from '@mt/shared';

/** The partner's public page once a slug exists (spec 2 section 2). */
export function PublicProfileLink({ slug }: { slug: string | null | undefined }) {
  if (!slug) return <p className="text-sm text-slate-700">{partnerDashboardTexts.publicProfilePending}</p>;
  return (
    <Link
      to={paths.partnerPage.to({ slug })}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {partnerDashboardTexts.viewPublicProfile}
      <ExternalLink className="size-4" aria-hidden />
    </Link>
  );
}
