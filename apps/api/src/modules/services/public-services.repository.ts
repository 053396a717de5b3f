import { sql } from 'drizzle-orm';
import { HOMEPAGE_PINNED_MAX } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { publiclyVisible, reviewsLateral, rowsOf, serviceCardColumns, type ServiceCardRow } from './service-card.sql';

/** Featured services, newest first (the featured index narrows the scan to the few featured rows). */
export async function findFeaturedServices(db: DbOrTx): Promise<ServiceCardRow[]> {
  const result = await db.execute(sql`
    SELECT ${serviceCardColumns}
    FROM services s JOIN partners p ON p.id = s.partner_id ${reviewsLateral}
    WHERE s.is_featured AND ${publiclyVisible}
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT 100`);
  return rowsOf<ServiceCardRow>(result);
}

/** The services pinned to the home page in their sort order; never more than the pin limit. */
export async function findHomepageServices(db: DbOrTx): Promise<ServiceCardRow[]> {
  const result = await db.execute(sql`
    SELECT ${serviceCardColumns}
    FROM services s JOIN partners p ON p.id = s.partner_id ${reviewsLateral}
    WHERE s.pin_to_homepage AND ${publiclyVisible}
    ORDER BY s.homepage_sort_order ASC, s.id ASC
    LIMIT ${HOMEPAGE_PINNED_MAX}`);
  return rowsOf<ServiceCardRow>(result);
}
