import { adminTexts, paths, type AdminPartner } from '@mt/shared';
import { Modal } from '@/components/ui/modal';
import { SubscriptionBadge } from '@/components/ui/subscription-badge';
import { formatDate } from '@/lib/format-date';

const na = (v: string | null | undefined) => v || adminTexts.notAvailable;

/** Spec 3: company, contact person and email, website or slug, subscription, plan, joined; N/A when missing. */
export function PartnerDetailsModal({ partner, onClose }: { partner: AdminPartner | null; onClose(): void }) {
  return (
    <Modal open={partner !== null} onOpenChange={(open) => !open && onClose()} title={adminTexts.partnerDetails}>
      {partner && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-slate-700">Company name</dt>
          <dd className="text-slate-900">{na(partner.company_name)}</dd>
          <dt className="font-medium text-slate-700">Contact person</dt>
          <dd className="text-slate-900">{na(partner.contact_name)}</dd>
          <dt className="font-medium text-slate-700">Contact email</dt>
          <dd>
            {partner.contact_email ? (
              <a href={`mailto:${partner.contact_email}`} className="break-all text-brand-800 underline">
                {partner.contact_email}
              </a>
            ) : (
              adminTexts.notAvailable
            )}
          </dd>
          <dt className="font-medium text-slate-700">Website</dt>
          <dd className="break-all">
            {partner.website_url ? (
              <a href={partner.website_url} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
                {partner.website_url}
              </a>
            ) : partner.slug ? (
              <a href={paths.partnerPage.to({ slug: partner.slug })} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
                {paths.partnerPage.to({ slug: partner.slug })}
              </a>
            ) : (
              adminTexts.notAvailable
            )}
          </dd>
          <dt className="font-medium text-slate-700">Subscription</dt>
          <dd>{partner.subscription_status ? <SubscriptionBadge status={partner.subscription_status} audience="admin" /> : adminTexts.notAvailable}</dd>
          <dt className="font-medium text-slate-700">Current plan</dt>
          <dd className="text-slate-900">{na(partner.plan_name)}</dd>
          <dt className="font-medium text-slate-700">Joined</dt>
          <dd className="text-slate-900">{formatDate(partner.created_at)}</dd>
        </dl>
      )}
    </Modal>
  );
}
