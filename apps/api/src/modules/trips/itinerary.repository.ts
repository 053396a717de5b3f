import { asc, eq } from 'drizzle-orm';
import type { Itinerary, ItineraryDay, PartnerContact } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { partners, services, tripItineraries, tripItineraryDays, tripServices, users } from '../../db/schema';

/** A trip's itinerary with its days in date order; null until one is written. */
export async function findItinerary(db: DbOrTx, tripId: number): Promise<Itinerary | null> {
  const [head] = await db.select().from(tripItineraries).where(eq(tripItineraries.tripId, tripId)).limit(1);
  if (!head) return null;
  const days = await db.select().from(tripItineraryDays).where(eq(tripItineraryDays.tripId, tripId)).orderBy(asc(tripItineraryDays.date));
  return {
    meeting_point: head.meetingPoint,
    meeting_time: head.meetingTime,
    days: days.map((d) => ({ date: d.date, title: d.title, notes: d.notes, service_ids: d.serviceIds })),
  };
}

/** Replaces the itinerary: the caller runs it inside the transaction that checked the trip. */
export async function replaceItinerary(
  tx: DbOrTx,
  tripId: number,
  meeting: { point: string | null; time: string | null },
  days: ItineraryDay[],
): Promise<void> {
  await tx
    .insert(tripItineraries)
    .values({ tripId, meetingPoint: meeting.point, meetingTime: meeting.time })
    .onConflictDoUpdate({ target: tripItineraries.tripId, set: { meetingPoint: meeting.point, meetingTime: meeting.time, updatedAt: new Date() } });
  await tx.delete(tripItineraryDays).where(eq(tripItineraryDays.tripId, tripId));
  await tx.insert(tripItineraryDays).values(days.map((d) => ({ tripId, date: d.date, title: d.title, notes: d.notes, serviceIds: d.service_ids })));
}

/** Each service of the trip with its partner's contact: the profile's phone and website, the account's email. */
export async function findServiceContacts(db: DbOrTx, tripId: number): Promise<Map<number, PartnerContact>> {
  const rows = await db
    .select({ serviceId: services.id, email: users.email, phone: partners.phoneNumber, website: partners.websiteUrl })
    .from(tripServices)
    .innerJoin(services, eq(services.id, tripServices.serviceId))
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(tripServices.tripId, tripId));
  return new Map(rows.map((r) => [r.serviceId, { email: r.email, phone: r.phone || null, website: r.website || null }]));
}
