import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '@mt/shared';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/named-query';
import { partners, stories, storyMedia } from '../../db/schema';

/**
 * Tiny reads for link previews. They query the tables directly so previews don't depend on the
 * stories and partners modules' internals.
 */
/**
 * The story and its picture (the cover, else the first of its gallery) in one read: one round trip per story page
 * painted. Prepared and planned once per connection (a lookup by primary key): planning it took PostgreSQL longer
 * than running it.
 */
const storyPreviewStatement = preparedQuery(
  (db: Db) => {
    // The story's id qualified by hand: Drizzle writes the column of a query's only table bare ("id"), which inside
    // the subquery would name the photo's own id.
    const firstPhoto = sql<string | null>`(select m.url from ${storyMedia} m where m.story_id = "stories"."id" order by m.position limit 1)`;
    return db
      .select({
        id: stories.id,
        title: stories.title,
        destination: stories.destination,
        content: stories.content,
        image: sql<string | null>`coalesce(${stories.coverImage}, ${firstPhoto})`,
      })
      .from(stories)
      .where(eq(stories.id, sql.placeholder('id')))
      .limit(1)
      .prepare('story_preview');
  },
  { planOnce: true },
);

export async function findStoryForPreview(db: Db, id: number) {
  const [story] = await storyPreviewStatement(db).execute({ id });
  return story ?? null;
}

/** Only partners whose page is public (active or trialing subscription): a hidden partner's page is a 404. Planned once, as above. */
const partnerPreviewStatement = preparedQuery(
  (db: Db) =>
    db
      .select({
        companyName: partners.companyName,
        companyDescription: partners.companyDescription,
        logoUrl: partners.logoUrl,
        city: partners.city,
        country: partners.country,
      })
      .from(partners)
      .where(and(eq(partners.slug, sql.placeholder('slug')), inArray(partners.subscriptionStatus, [...ACTIVE_SUBSCRIPTION_STATUSES])))
      .limit(1)
      .prepare('partner_preview'),
  { planOnce: true },
);

export async function findPartnerForPreview(db: Db, slug: string) {
  const [partner] = await partnerPreviewStatement(db).execute({ slug });
  return partner ?? null;
}
