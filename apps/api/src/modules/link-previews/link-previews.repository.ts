import { and, asc, eq, inArray } from 'drizzle-orm';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '@mt/shared';
import type { Db } from '../../db/client';
import { partners, stories, storyMedia } from '../../db/schema';

/**
 * Tiny reads for link previews. They query the tables directly so previews don't depend on the
 * stories and partners modules' internals.
 */
export async function findStoryForPreview(db: Db, id: number) {
  const [story] = await db
    .select({ id: stories.id, title: stories.title, destination: stories.destination, content: stories.content, coverImage: stories.coverImage })
    .from(stories)
    .where(eq(stories.id, id))
    .limit(1);
  if (!story) return null;
  if (story.coverImage) return { ...story, image: story.coverImage };
  const [first] = await db.select({ url: storyMedia.url }).from(storyMedia).where(eq(storyMedia.storyId, id)).orderBy(asc(storyMedia.position)).limit(1);
  return { ...story, image: first?.url ?? null };
}

/** Only partners whose page is public (active or trialing subscription): a hidden partner's page is a 404. */
export async function findPartnerForPreview(db: Db, slug: string) {
  const [partner] = await db
    .select({
      companyName: partners.companyName,
      companyDescription: partners.companyDescription,
      logoUrl: partners.logoUrl,
      city: partners.city,
      country: partners.country,
    })
    .from(partners)
    .where(and(eq(partners.slug, slug), inArray(partners.subscriptionStatus, [...ACTIVE_SUBSCRIPTION_STATUSES])))
    .limit(1);
  return partner ?? null;
}
