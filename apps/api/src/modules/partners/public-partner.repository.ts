import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { partners } from '../../db/schema';
import { publiclyVisible, reviewsLateral, rowsOf, serviceCardColumns, type ServiceCardRow } from '../services/service-card.sql';

/** A partner by slug, only while its subscription is active or trialing (others have no public page). */
export async function findPublicPartnerBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      id: partners.id,
      companyName: partners.companyName,
      companyDescription: partners.companyDescription,
      logoUrl: partners.logoUrl,
      serviceType: partners.serviceType,
      city: partners.city,
      country: partners.country,
      websiteUrl: partners.websiteUrl,
      slug: partners.slug,
    })
    .from(partners)
    .where(and(eq(partners.slug, slug), inArray(partners.subscriptionStatus, [...ACTIVE_SUBSCRIPTION_STATUSES])))
    .limit(1);
  return row ?? null;
}

/** The partner's active services, featured first then newest. */
export async function findPartnerServices(db: DbOrTx, partnerId: number): Promise<ServiceCardRow[]> {
  const result = await db.execute(sql`
    SELECT ${serviceCardColumns}
    FROM services s JOIN partners p ON p.id = s.partner_id ${reviewsLateral}
    WHERE s.partner_id = ${partnerId} AND ${publiclyVisible}
    ORDER BY s.is_featured DESC, s.created_at DESC, s.id DESC
    LIMIT 200`);
  return rowsOf<ServiceCardRow>(result);
}
