import type { Tx } from '../db/client';
import { tripItineraries, tripItineraryDays } from '../db/schema';
import type { DemoJourney } from './journeys';
import type { SeededService } from './services';
import { dateFrom, must } from './util';

/** A demo trip's companion (issue 19 section 3): the first day's meeting point and its days. */
export interface DemoItinerary {
  journey: string;
  meetingPoint: string;
  meetingTime: string;
  /** `day` counts from the departure (0); days stay within the first six so any end-date rule keeps them inside the trip. */
  days: { day: number; title: string; notes?: string; services?: string[] }[];
}

/** The revealed and completed demo trips, so the companion (and its calendar file) show at once. */
export const DEMO_ITINERARIES: DemoItinerary[] = [
  {
    journey: 'ingrid-zanzibar',
    meetingPoint: 'Abeid Amani Karume Airport, arrivals hall (look for the Spice Route Tours sign)',
    meetingTime: '14:30',
    days: [
      { day: 0, title: 'Arrival in Stone Town', notes: 'Transfer to your merchant house; the evening is yours.' },
      { day: 1, title: 'Spices and old stones', notes: 'Pick-up at 09:00 from your hotel. Wear comfortable shoes.', services: ['spice-farm'] },
      { day: 2, title: 'Sails at sunset', notes: 'Boarding at 17:00 by the Old Fort beach.', services: ['dhow-cruise'] },
      { day: 3, title: 'Night market supper', notes: 'Meet your host at the Forodhani Gardens fountain at 19:00.', services: ['forodhani'] },
      { day: 4, title: 'A free day', notes: 'Beach, rooftop cafés or a nap: nothing planned on purpose.' },
    ],
  },
  {
    journey: 'amina-cape',
    meetingPoint: 'Bo-Kaap Boutique Suites reception, Wale Street',
    meetingTime: '15:00',
    days: [
      { day: 0, title: 'Check in under the mountain', services: ['bokaap-suites'] },
      { day: 1, title: 'Penguins and the Cape of Good Hope', notes: 'Pick-up 08:00; bring a windbreaker.', services: ['peninsula-tour'] },
      { day: 3, title: 'A long lunch in the Winelands', notes: 'Transport there and back is included.', services: ['winelands-lunch'] },
    ],
  },
  {
    journey: 'amina-serengeti',
    meetingPoint: 'Kilimanjaro International Airport, arrivals hall',
    meetingTime: '13:00',
    days: [
      { day: 0, title: 'Arrival and transfer to Arusha', services: ['arusha-transfer'] },
      { day: 1, title: 'Into the Serengeti', notes: 'Three days with the herds, in a camp that moves with them.', services: ['serengeti-safari'] },
      { day: 4, title: 'Ngorongoro Crater', notes: 'Early descent at 06:30 for the best light.', services: ['ngorongoro'] },
      { day: 5, title: 'Back to Arusha', services: ['arusha-transfer'] },
    ],
  },
  {
    journey: 'kwame-sahara',
    meetingPoint: 'Marrakech Menara Airport, arrivals hall',
    meetingTime: '11:00',
    days: [
      { day: 0, title: 'Into the medina', notes: 'Your host meets you at the Jemaa el-Fnaa café terrace at 19:00.', services: ['medina-food'] },
      { day: 2, title: 'Camels and dunes', notes: 'Two nights under the stars at Erg Chebbi.', services: ['sahara-camp'] },
    ],
  },
  {
    journey: 'sipho-livingstone',
    meetingPoint: 'Harry Mwanga Nkumbula Airport, Livingstone, arrivals hall',
    meetingTime: '10:30',
    days: [
      { day: 0, title: 'To the river', notes: 'Check in and a sundowner on the deck.', services: ['zambezi-lodge'] },
      { day: 1, title: 'The Smoke That Thunders', notes: 'Shuttle at 08:00; raincoats are handed out at the gate.', services: ['falls-shuttle'] },
      { day: 2, title: "At the edge: Devil's Pool", notes: 'Swim times depend on the river level; your guide confirms the night before.', services: ['devils-pool'] },
      { day: 4, title: 'Home', notes: 'Check-out by 10:00; the transfer waits at reception.' },
    ],
  },
  {
    journey: 'ingrid-tarangire',
    meetingPoint: 'Kilimanjaro International Airport, arrivals hall',
    meetingTime: '12:00',
    days: [
      { day: 0, title: 'Your guide and the road south', services: ['arusha-guide'] },
      { day: 1, title: 'Among the baobabs', notes: 'Three nights in the treetop camp; elephants at the river most mornings.', services: ['tarangire-camp', 'arusha-guide'] },
    ],
  },
];

export interface ItineraryContext {
  now: Date;
  trips: Map<string, number>;
  journeys: DemoJourney[];
  services: Map<string, SeededService>;
}

export async function insertItineraries(tx: Tx, itineraries: DemoItinerary[], ctx: ItineraryContext): Promise<void> {
  for (const it of itineraries) {
    const tripId = must(ctx.trips, it.journey, 'trip');
    const journey = ctx.journeys.find((j) => j.key === it.journey);
    if (!journey) throw new Error(`Demo itinerary for unknown journey "${it.journey}"`);
    await tx.insert(tripItineraries).values({ tripId, meetingPoint: it.meetingPoint, meetingTime: it.meetingTime });
    await tx.insert(tripItineraryDays).values(
      it.days.map((d) => {
        const serviceIds = (d.services ?? []).map((key) => {
          if (!journey.trip?.services.includes(key)) throw new Error(`Demo itinerary "${it.journey}" names ${key}, not on its trip`);
          return must(ctx.services, key, 'service').id;
        });
        return { tripId, date: dateFrom(ctx.now, journey.departInDays + d.day), title: d.title, notes: d.notes ?? '', serviceIds };
      }),
    );
  }
}
