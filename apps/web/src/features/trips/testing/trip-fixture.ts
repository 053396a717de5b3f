import type { TravellerTrip } from '@mt/shared';
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
  payment_plan: paymentPlanFixture(),
  ...overrides,
});
