import type { Tx } from '../db/client';
import { serviceAdminEdits } from '../db/schema';
import type { DemoItinerary } from './itineraries';
import type { DemoJourney } from './journeys';
import type { SeededService } from './services';
import { daysFrom, must } from './util';

/**
 * The admin's moderation in the demo (issue 22). Lars's trip to Marrakech ended with a one-star review that
 * advertises another business: the admin hid it with a reason, so the street food evening keeps Kwame's
 * rating alone and the Reviews tab shows the review with its Hidden badge.
 */
export const MODERATION_JOURNEYS: DemoJourney[] = [
  {
    key: 'lars-marrakech', traveller: 'lars', budget: '1000-2000', duration: '3-5', travellers: 1, departInDays: -70,
    interests: ['culture', 'foodie'], status: 'completed', createdDaysAgo: 88,
    trip: {
      name: 'Lanterns and Mint Tea', destination: 'Marrakech, Morocco', status: 'completed', paymentStatus: 'paid',
      services: ['medina-food', 'hammam'], createdDaysAgo: 86, paidDaysAgo: 85, revealedDaysAgo: 73, completedDaysAgo: 64,
      nights: 3, inclusions: { accommodation_style: 'a courtyard guesthouse', guided_activities: 1, airport_transfers: true, flights_included: false, meals: 'breakfast daily' },
      teaser: 'Lantern-lit alleys, a steam bath and more mint tea than you can count.',
      review: {
        rating: 1, daysAgo: 62,
        comments: 'Overpriced. Next time book my friend Youssef instead, WhatsApp +212 600 123 456, he does the same tour for half.',
        services: [
          { service: 'medina-food', rating: 1, comments: 'Youssef does it better, call him on +212 600 123 456.' },
          { service: 'hammam', rating: 2, comments: 'Fine.' },
        ],
        hidden: { daysAgo: 61, reason: 'Advertises another business and shares a phone number. Reviews are for what the trip was like; you are welcome to post again without them.' },
      },
    },
  },
];

/** The companion every completed demo trip has. */
export const MODERATION_ITINERARIES: DemoItinerary[] = [
  {
    journey: 'lars-marrakech',
    meetingPoint: 'Marrakech Menara Airport, arrivals hall',
    meetingTime: '16:00',
    days: [
      { day: 0, title: 'Lanterns in the medina', notes: 'Your host waits at the Jemaa el-Fnaa café terrace at 19:00.', services: ['medina-food'] },
      { day: 1, title: 'Steam and argan', notes: 'Your hammam slot is at 11:00; bring a change of clothes.', services: ['hammam'] },
      { day: 3, title: 'Home', notes: 'Check-out by 10:00; the transfer waits at the riad door.' },
    ],
  },
];

/** A service an admin corrected, with the note the edit history shows ("to" is the service's seeded value). */
export interface DemoServiceEdit {
  service: string;
  daysAgo: number;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export const DEMO_SERVICE_EDITS: DemoServiceEdit[] = [
  {
    service: 'forodhani',
    daysAgo: 20,
    changes: {
      type: { from: 'activity', to: 'food' },
      pricing_description: { from: 'pp', to: 'per person' },
    },
  },
];

export async function insertServiceEdits(tx: Tx, edits: DemoServiceEdit[], ctx: { now: Date; users: Map<string, number>; services: Map<string, SeededService>; adminKey: string }): Promise<void> {
  if (!edits.length) return;
  await tx.insert(serviceAdminEdits).values(
    edits.map((e) => ({
      serviceId: must(ctx.services, e.service, 'service').id,
      adminId: must(ctx.users, ctx.adminKey, 'admin'),
      changes: e.changes,
      createdAt: daysFrom(ctx.now, -e.daysAgo, 11),
    })),
  );
}
