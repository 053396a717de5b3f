import { describeImage, PARTNER_SLUG_PATTERN, publicPartnerTexts, type PublicPartnerResponse } from '@mt/shared';
import type { Db } from '../../db/client';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { notFound } from '../../lib/errors';
import { toPublicServiceDto } from '../services/public-price';
import { findPartnerServicesBySlug, findPublicPartnerBySlug } from './public-partner.repository';

/**
 * The public page of a partner. Partners without an active or trialing subscription answer 404 like
 * unknown slugs: their services are not public (DESIGN.md section 4), and a page with a header but
 * no services would advertise a business that cannot be booked.
 */
export async function getPublicPartner(db: Db, slug: string): Promise<PublicPartnerResponse> {
  if (!PARTNER_SLUG_PATTERN.test(slug)) throw notFound(publicPartnerTexts.notFoundMessage);
  // At once: the services are read by the slug too, and left unused when the partner has no public page.
  const [partner, rows, rates] = await Promise.all([findPublicPartnerBySlug(db, slug), findPartnerServicesBySlug(db, slug), getExchangeRates(db)]);
  if (!partner || !partner.slug) throw notFound(publicPartnerTexts.notFoundMessage);
  return {
    status: 'success',
    partner: {
      company_name: partner.companyName,
      company_description: partner.companyDescription,
      logo_url: partner.logoUrl,
      logo: describeImage(partner.logoUrl),
      service_type: partner.serviceType,
      city: partner.city,
      country: partner.country,
      website_url: partner.websiteUrl,
      slug: partner.slug,
    },
    // Spec 2 section 9: partner page prices are shown in USD.
    services: rows.map((row) => toPublicServiceDto(row, rates)),
  };
}

