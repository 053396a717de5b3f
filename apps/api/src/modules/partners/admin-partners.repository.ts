import { desc, eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { partners, subscriptionPlans, users } from '../../db/schema';

export interface AdminPartnerRow {
  id: number;
  companyName: string;
  contactName: string;
  contactEmail: string;
  emailVerifiedAt: Date | null;
  websiteUrl: string | null;
  slug: string | null;
  subscriptionStatus: SubscriptionStatus | null;
  planName: string | null;
  createdAt: Date;
}

/** Every partner with the sign-in email of its account and the name of its plan, newest first. */
export async function listAdminPartners(db: DbOrTx): Promise<AdminPartnerRow[]> {
  return db
    .select({
      id: partners.id,
      companyName: partners.companyName,
      contactName: partners.contactName,
      contactEmail: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      websiteUrl: partners.websiteUrl,
      slug: partners.slug,
      subscriptionStatus: partners.subscriptionStatus,
      planName: subscriptionPlans.name,
      createdAt: partners.createdAt,
    })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, partners.subscriptionPlanId))
    .orderBy(desc(partners.createdAt), desc(partners.id));
}
