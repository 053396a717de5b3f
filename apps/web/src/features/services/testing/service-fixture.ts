import { describeImage, type ServiceDto } from '@mt/shared';

let next = 1;
/** A service as the API answers it, for component tests. */
export function serviceFixture(overrides: Partial<ServiceDto> = {}): ServiceDto {
  const id = next++;
  const service: Omit<ServiceDto, 'image'> = {
    id,
    name: `Sunset Dhow Cruise ${id}`,
    type: 'activity',
    description: 'Two hours under sail.',
    location_details: 'Stone Town, Zanzibar',
    country: 'TZ',
    base_price: 500,
    currency: 'NOK',
    pricing_description: 'per person',
    is_active: true,
    image_url: '/uploads/services/dhow.webp',
    avg_rating: 4.5,
    review_count: 2,
    partner_name: 'Spice Island Dhow Company',
    partner_slug: 'spice-island-dhow-company',
    partner_website_url: 'https://dhow.example.com',
    company_name: 'Spice Island Dhow Company',
    is_featured: true,
    pin_to_homepage: false,
    homepage_sort_order: 999,
    created_at: '2025-01-01T00:00:00.000Z',
    // Two hours under sail, all year: as a partner would say it.
    duration_hours: 2,
    group_size_min: 1,
    group_size_max: 12,
    availability: [],
    ...overrides,
  };
  // The API derives `image` from image_url; so does the fixture, unless a test gives one.
  return { ...service, image: overrides.image !== undefined ? overrides.image : describeImage(service.image_url) };
}
