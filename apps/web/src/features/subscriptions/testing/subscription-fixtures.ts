import type { PartnerDto, SubscriptionPlanDto } from '@mt/shared';
import { useSession } from '@/lib/session-store';

export const planFixture = (o: Partial<SubscriptionPlanDto> = {}): SubscriptionPlanDto => ({
  id: 1,
  name: 'Starter',
  description: 'For a first listing.',
  max_services: 3,
  stripe_price_id: 'price_starter',
  price: 299,
  currency: 'NOK',
  interval: 'month',
  commission_rate: 15,
  ...o,
});

export const partnerFixture = (o: Partial<PartnerDto> = {}): PartnerDto => ({
  id: 7,
  user_id: 1,
  company_name: 'Kilima Tours',
  contact_name: 'Baraka',
  email: 'baraka@example.com',
  phone_number: null,
  website_url: null,
  logo_url: null,
  slug: 'kilima-tours',
  service_type: 'tours',
  company_description: null,
  city: null,
  country: null,
  subscription_status: 'active',
  subscription_plan_id: 1,
  subscription_plan: planFixture(),
  subscribed_until: '2026-07-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  ...o,
});

export const signInAsPartner = () =>
  useSession.getState().setSession(
    { id: 1, name: 'Baraka', email: 'baraka@example.com', user_type: 'partner', userType: 'partner', companyName: 'Kilima Tours', profile_image: null, created_at: '2026-01-01T00:00:00Z' },
    'partner-token',
  );
