import { describe, expect, it } from 'vitest';
import { serviceSearchResponseSchema, type ServiceDto } from '@mt/shared';
import { fastSerializerCompiler } from './fast-serializer';

const service: ServiceDto = {
  id: 7,
  name: 'Serengeti "Balloon" Safari',
  type: 'tour',
  description: 'Line one\nline two, ünïcode and emoji 🦁',
  location_details: null,
  country: 'TZ',
  base_price: 123.45,
  currency: 'USD',
  pricing_description: null,
  is_active: true,
  image_url: null,
  image: null,
  avg_rating: null,
  review_count: 0,
  partner_name: 'Co',
  partner_slug: 'co',
  partner_website_url: null,
  company_name: 'Co',
  is_featured: false,
  pin_to_homepage: false,
  homepage_sort_order: 999,
  created_at: '2026-01-02T03:04:05.000Z',
  duration_hours: 72,
  group_size_min: 2,
  group_size_max: 8,
  availability: [{ from: '2026-06-01', until: '2026-10-31' }],
};

describe('fastSerializerCompiler', () => {
  it('writes the same JSON as zod and JSON.stringify, dropping keys outside the schema', () => {
    const serialize = fastSerializerCompiler({ schema: serviceSearchResponseSchema });
    const body = { services: [service, { ...service, id: 8, avg_rating: 4.5, review_count: 2, base_price: null, duration_hours: null, group_size_min: null, group_size_max: null, availability: [] }], total: 2, totalPages: 1, totalCapped: false };
    expect(serialize({ ...body, extra: 'x', services: body.services.map((s) => ({ ...s, secret: 1 })) })).toBe(JSON.stringify(serviceSearchResponseSchema.parse(body)));
  });
});
