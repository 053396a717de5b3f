import type { AdminPreference, AdminService, AdminTrip } from '@mt/shared';
import { paymentPlanFixture } from './payment-plan-fixture';

/** A preference as GET /api/admin/preferences/{id} answers it. */
export const adminPreferenceFixture = (overrides: Partial<AdminPreference> = {}): AdminPreference => ({
  id: 41,
  preference_id: 41,
  created_at: '2030-01-02T09:30:00.000Z',
  traveller_id: 5,
  traveller_name: 'Amina Njoroge',
  traveller_email: 'amina@example.com',
  budget_range: '2000-3500',
  duration: '5-7',
  traveller_count: 3,
  departure_date: '2030-05-10',
  interests: ['wildlife', 'culture'],
  notes: 'We love sunsets.',
  status: 'new',
  associated_trip: null,
  ...overrides,
});

/** A service of the admin list (GET /api/admin/services), bookable unless overridden. */
export const adminServiceFixture = (id: number, overrides: Partial<AdminService> = {}): AdminService => ({
  id,
  name: `Service ${id}`,
  type: 'tour',
  partner_id: 1,
  company_name: 'Savanna Co',
  partner_slug: 'savanna-co',
  partner_website_url: null,
  base_price: 1000,
  currency: 'NOK',
  base_price_nok: 1000,
  pricing_description: null,
  is_featured: false,
  is_active: true,
  partner_subscription_status: 'active',
  pin_to_homepage: false,
  homepage_sort_order: 999,
  created_at: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

/** A trip as the admin calls answer it. */
export const adminTripFixture = (overrides: Partial<AdminTrip> = {}): AdminTrip => ({
  id: 70,
  name: 'Mystery Trip to Arusha',
  destination: 'Arusha, Tanzania',
  status: 'pending_confirmation',
  payment_status: 'pending',
  total_price: 24500,
  currency: 'NOK',
  created_at: '2030-01-03T10:00:00.000Z',
  updated_at: '2030-01-03T10:00:00.000Z',
  preference_id: 41,
  traveller_id: 5,
  traveler_name: 'Amina Njoroge',
  traveler_email: 'amina@example.com',
  traveller_count: 3,
  departure_date: '2030-05-10',
  return_date: '2030-05-16',
  revealed_at: null,
  completed_at: null,
  original_trip_id: null,
  rebooked_from: null,
  rebooked_to: [],
  payment_plan: paymentPlanFixture({ amount_due: 24500, deposit_amount: 4900, balance_amount: 19600 }),
  ...overrides,
});
