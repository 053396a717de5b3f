import { eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partners } from '../../db/schema';

export type NewPartner = typeof partners.$inferInsert;

export async function insertPartner(db: DbOrTx, partner: NewPartner) {
  const [row] = await db.insert(partners).values(partner).returning();
  return row!;
}

/** Slugs already taken by this base ("acme", "acme-2", ...), to pick the next free one. */
export async function findSlugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: partners.slug })
    .from(partners)
    .where(or(eq(partners.slug, base), like(partners.slug, `${base}-%`)));
  return rows.map((r) => r.slug).filter((s): s is string => s !== null);
}
