import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { preparedQuery, preparedStatement } from '../../db/named-query';
import { partners } from '../../db/schema';
import { publiclyVisible, reviewsLateral, rowsOf, serviceCardColumns, type ServiceCardRow } from '../services/service-card.sql';

/**
 * A partner by slug, only while its subscription is active or trialing (others have no public page). Read on
 * every partner page and answer that is not kept: prepared, and planned once per connection (an index lookup
 * whatever the slug). Under bench:cluster's mix, planning these two reads afresh took longer than running them.
 */
const publicPartnerStatement = preparedQuery(
  (db: Db) =>
    db
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
      .where(and(eq(partners.slug, sql.placeholder('slug')), inArray(partners.subscriptionStatus, [...ACTIVE_SUBSCRIPTION_STATUSES])))
      .limit(1)
      .prepare('public_partner'),
  { planOnce: true },
);

export async function findPublicPartnerBySlug(db: Db, slug: string) {
  const [row] = await publicPartnerStatement(db).execute({ slug });
  return row ?? null;
}

/**
 * The active services of the partner at `slug`, featured first then newest. By slug rather than by the partner's
 * id, so that it runs beside findPublicPartnerBySlug instead of after it: under bench:cluster's mix each round
 * trip waits a turn of the busy event loop, and a partner's page painted afresh waited for both in turn.
 */
export async function findPartnerServicesBySlug(db: DbOrTx, slug: string): Promise<ServiceCardRow[]> {
  // Prepared and planned once per connection, as the partner above: the partner by its slug's index, its services by theirs.
  const statement = preparedStatement(
    db,
    'public_partner_services',
    () => sql`
    SELECT ${serviceCardColumns}
    FROM services s JOIN partners p ON p.id = s.partner_id ${reviewsLateral}
    WHERE p.slug = ${sql.placeholder('slug')} AND ${publiclyVisible}
    ORDER BY s.is_featured DESC, s.created_at DESC, s.id DESC
    LIMIT 200`,
    { planOnce: true },
  );
  return rowsOf<ServiceCardRow>(await statement.execute({ slug }));
}
