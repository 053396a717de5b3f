import type { AdminPartner } from '@mt/shared';
import type { Db } from '../../db/client';
import { listAdminPartners } from './admin-partners.repository';

export async function getAdminPartners(db: Db): Promise<AdminPartner[]> {
  return (await listAdminPartners(db)).map((r) => ({
    id: r.id,
    company_name: r.companyName,
    contact_name: r.contactName,
    contact_email: r.contactEmail,
    email_verified: r.emailVerifiedAt !== null,
    website_url: r.websiteUrl,
    slug: r.slug,
    subscription_status: r.subscriptionStatus,
    plan_name: r.planName,
    created_at: r.createdAt.toISOString(),
  }));
}
