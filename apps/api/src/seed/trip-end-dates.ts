import type { DemoJourney } from './journeys';

/**
 * Dates that make sense in the demo (docs/decisions/0021). Ingrid's revealed Zanzibar trip (journeys.ts)
 * has not ended yet, so her dashboard says from when she can mark it completed; Sipho came home from
 * this one five days ago (departure 9 days ago + 4 nights) and has not marked it completed yet, so his
 * dashboard offers Mark as Completed and Review Trip.
 */
export const END_DATE_JOURNEYS: DemoJourney[] = [
  {
    key: 'sipho-livingstone', traveller: 'sipho', budget: '2000-3500', duration: '3-5', travellers: 2, departInDays: -9,
    interests: ['adventure', 'wildlife'], status: 'confirmed', createdDaysAgo: 60, notes: 'A short break before the busy season.',
    trip: {
      name: 'Where the River Falls', destination: 'Livingstone, Zambia', status: 'revealed', paymentStatus: 'paid',
      services: ['falls-shuttle', 'devils-pool', 'zambezi-lodge'], createdDaysAgo: 55, paidDaysAgo: 54, revealedDaysAgo: 12,
      nights: 4, inclusions: { accommodation_style: 'a riverside lodge', guided_activities: 2, airport_transfers: true, flights_included: false, meals: 'breakfast daily' },
      teaser: 'Thunder you can hear from miles away, and quiet evenings on a slow river.',
    },
  },
];
