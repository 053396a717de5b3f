import { ENVELOPE_DAYS_DEFAULT, type AfricanRegion, type PackingContent, type WeatherContent, type WrittenStage } from '@mt/shared';
import type { Tx } from '../db/client';
import { tripEnvelopeOpenings, tripEnvelopes } from '../db/schema';
import type { DemoJourney } from './journeys';
import { daysFrom } from './util';

/**
 * The envelope in the demo (issue 19 section 2): a trip at each stage, so a newcomer sees it at once.
 * Amina's weather clue is open, Sipho's packing list, Lars's region; Ingrid's trip is revealed with every
 * clue open; Kwame's is written but still sealed; Chloé's overdue balance holds hers (docs/decisions/0019).
 */
const paid = (daysAgo: number) => ({ createdDaysAgo: daysAgo + 2, paidDaysAgo: daysAgo });
const camp = (accommodation_style: string, guided_activities: number, meals: string) => ({ accommodation_style, guided_activities, airport_transfers: true, flights_included: false, meals });

export const ENVELOPE_JOURNEYS: DemoJourney[] = [
  {
    key: 'amina-plains', traveller: 'amina', budget: '2000-3500', duration: '7-10', travellers: 2, departInDays: 12,
    interests: ['wildlife', 'relaxation'], status: 'confirmed', createdDaysAgo: 40,
    trip: {
      name: 'Where the Plains Go On Forever', destination: 'Serengeti and Ngorongoro, Tanzania', status: 'confirmed', paymentStatus: 'paid',
      services: ['serengeti-safari', 'ngorongoro'], ...paid(30),
      nights: 7, inclusions: camp('a tented camp with a view to the horizon', 4, 'all meals'),
      teaser: 'Golden grass to every edge of the sky, and a crater floor where the animals never left.',
    },
  },
  {
    key: 'sipho-dunes', traveller: 'sipho', budget: '2000-3500', duration: '5-7', travellers: 2, departInDays: 8,
    interests: ['adventure', 'foodie'], status: 'confirmed', createdDaysAgo: 50,
    trip: {
      name: 'Red Sand, Mint Tea', destination: 'Merzouga and Fes, Morocco', status: 'confirmed', paymentStatus: 'paid',
      services: ['sahara-camp', 'medina-food'], ...paid(40),
      nights: 6, inclusions: camp('a desert camp, then a riad around a fountain', 2, 'breakfast daily and two dinners'),
      teaser: 'A night under more stars than you knew existed, then a maze of lanes that smells of bread and leather.',
    },
  },
  {
    key: 'lars-delta', traveller: 'lars', budget: '2000-3500', duration: '5-7', travellers: 1, departInDays: 5,
    interests: ['wildlife', 'adventure'], status: 'confirmed', createdDaysAgo: 60,
    trip: {
      name: 'Reeds and Papyrus', destination: 'Okavango Delta, Botswana', status: 'confirmed', paymentStatus: 'paid',
      services: ['mokoro'], ...paid(55),
      nights: 5, inclusions: camp('a tented camp on an island of palms', 4, 'all meals'),
      teaser: 'Glide through quiet channels at water level, with the day’s tracks read for you at dawn.',
    },
  },
];

interface DemoEnvelope {
  weather: WeatherContent;
  packing: PackingContent;
  region: AfricanRegion;
  departInDays: number;
}

const envelope = (region: AfricanRegion, departInDays: number, weather: [number, number, number, string | null], items: string[]): DemoEnvelope => ({
  weather: { min_c: weather[0], max_c: weather[1], rain_chance_percent: weather[2], note: weather[3] },
  packing: { items },
  region,
  departInDays,
});

/** By journey key: what the admin wrote. Stages whose day has passed are recorded as opened on that day. */
export const DEMO_ENVELOPES: Record<string, DemoEnvelope> = {
  'amina-plains': envelope('Eastern Africa', 12, [14, 29, 15, 'Cool at dawn, warm by noon.'], ['Neutral-coloured clothes', 'Binoculars', 'A warm layer for early drives', 'Sunscreen']),
  'sipho-dunes': envelope('Northern Africa', 8, [9, 27, 5, 'Cold nights: bring a proper layer.'], ['A scarf against sand and sun', 'A warm fleece', 'Comfortable walking shoes', 'Loose-fitting trousers']),
  'lars-delta': envelope('Southern Africa', 5, [17, 32, 10, null], ['Binoculars', 'A head torch', 'Quick-dry clothes', 'Insect repellent']),
  'ingrid-zanzibar': envelope('Eastern Africa', 2, [25, 31, 30, 'Humid; short showers in the afternoon.'], ['Swimwear', 'Light cotton clothes', 'Clothes that cover shoulders and knees']),
  'kwame-falls': envelope('Southern Africa', 21, [16, 30, 10, 'Dry and sunny; expect spray near the water.'], ['A rain jacket you do not mind soaking', 'Sturdy sandals', 'Sunscreen']),
};

export async function insertEnvelopes(tx: Tx, tripIds: Map<string, number>, now: Date): Promise<void> {
  for (const [key, e] of Object.entries(DEMO_ENVELOPES)) {
    const tripId = tripIds.get(key);
    if (tripId === undefined) continue;
    await tx.insert(tripEnvelopes).values({ tripId, weather: e.weather, packing: e.packing, region: e.region, updatedAt: daysFrom(now, -20) });
    const opened = (Object.keys(ENVELOPE_DAYS_DEFAULT) as WrittenStage[]).filter((s) => ENVELOPE_DAYS_DEFAULT[s] >= e.departInDays);
    if (opened.length) {
      await tx.insert(tripEnvelopeOpenings).values(opened.map((stage) => ({ tripId, stage, openedAt: daysFrom(now, e.departInDays - ENVELOPE_DAYS_DEFAULT[stage], 0) })));
    }
  }
}
