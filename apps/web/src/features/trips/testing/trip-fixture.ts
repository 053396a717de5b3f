import { BOOKING_TERMS_DEFAULT, postponeTexts, type Postponement, type TravellerTrip } from '@mt/shared';
import { paymentPlanFixture } from './payment-plan-fixture';

/** A traveller's trip as GET /api/trips answers it, with overrides. */
export const tripFixture = (overrides: Partial<TravellerTrip> = {}): TravellerTrip => ({
  id: 7,
  status: 'pending_confirmation',
  payment_status: 'pending',
  total_price: 5000,
  currency: 'NOK',
  total_price_usd: 470,
  original_trip_id: null,
  rebooked_from: null,
  has_further_rebookings: false,
  rebooking_chain: [],
  departure_date: '2030-05-10',
  return_date: '2030-05-16',
  reveal_date: '2030-05-07',
  is_revealed: false,
  name: null,
  destination: null,
  traveller_count: 2,
  has_reviewed: false,
  created_at: '2030-01-01T10:00:00.000Z',
  unread_messages: 0,
  nights: 6,
  inclusions: { accommodation_style: 'tented camp and a boutique riad', guided_activities: 3, airport_transfers: true, flights_included: false, meals: 'breakfast daily' },
  teaser: 'Dunes at dawn and spice-scented alleys at dusk.',
  revision: 1,
  revised_at: null,
  changes: [],
  proposal_answer: null,
  preference: { budget_range: '2000-3500', duration: '5-7', interests: ['wildlife', 'culture'], notes: null, home_city: null, flights_included: null, accessibility_needs: null, dietary_needs: null, excluded_countries: [] },
  payment_plan: paymentPlanFixture(),
  cancellation_tiers: BOOKING_TERMS_DEFAULT.cancellation_tiers,
  refunded_amount: 0,
  kept_amount: null,
  postponement: postponementFixture(),
  ...overrides,
});

/** The postponement block of an unpaid proposal (not allowed yet), with overrides. */
export const postponementFixture = (overrides: Partial<Postponement> = {}): Postponement => ({
  allowed: false,
  reason: postponeTexts.notBooked,
  fee: 1000,
  currency: 'NOK',
  earliest_date: '2030-02-01',
  latest_date: '2031-07-01',
  postponed_from: null,
  postponed_at: null,
  pending: null,
  ...overrides,
});
