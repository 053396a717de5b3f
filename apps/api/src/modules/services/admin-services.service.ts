import {
  HOMEPAGE_PINNED_MAX,
  HOMEPAGE_SORT_ORDER_UNSET,
  adminTexts,
  convertMinor,
  minorToDecimal,
  type AdminService,
  type ExchangeRates,
  type HomepageSettingsInput,
} from '@mt/shared';
import type { Db } from '../../db/client';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { conflict, notFound } from '../../lib/errors';
import * as repo from './admin-services.repository';

/** The price a trip proposal would snapshot today (trip-pricing.ts), or null without a price or a rate. */
function priceInNok(r: repo.AdminServiceRow, rates: ExchangeRates): number | null {
  if (r.basePriceMinor === null) return null;
  const minor = convertMinor(r.basePriceMinor, r.currency, 'NOK', rates);
  return minor === null ? null : minorToDecimal(minor, 'NOK');
}

export function toAdminService(r: repo.AdminServiceRow, rates: ExchangeRates): AdminService {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    partner_id: r.partnerId,
    company_name: r.companyName,
    partner_slug: r.partnerSlug,
    partner_website_url: r.partnerWebsiteUrl,
    base_price: r.basePriceMinor === null ? null : minorToDecimal(r.basePriceMinor, r.currency),
    currency: r.currency,
    base_price_nok: priceInNok(r, rates),
    pricing_description: r.pricingDescription,
    country: r.country,
    is_featured: r.isFeatured,
    is_active: r.isActive,
    partner_subscription_status: r.partnerSubscriptionStatus,
    pin_to_homepage: r.pinToHomepage,
    homepage_sort_order: r.homepageSortOrder,
    created_at: r.createdAt.toISOString(),
    duration_hours: r.durationHours,
    group_size_min: r.groupSizeMin,
    group_size_max: r.groupSizeMax,
    availability: r.availability,
  };
}

export async function listAdminServices(db: Db): Promise<AdminService[]> {
  const rates = await getExchangeRates(db);
  return (await repo.listAdminServices(db)).map((r) => toAdminService(r, rates));
}

export async function loadAdminService(db: Db, id: number): Promise<AdminService> {
  const row = await repo.findAdminService(db, id);
  if (!row) throw notFound(adminTexts.serviceNotFound);
  return toAdminService(row, await getExchangeRates(db));
}

export async function setFeatured(db: Db, id: number, isFeatured: boolean): Promise<AdminService> {
  if (!(await repo.setServiceFeatured(db, id, isFeatured))) throw notFound(adminTexts.serviceNotFound);
  return loadAdminService(db, id);
}

/**
 * Pin limit (DESIGN.md section 4): at most 3 services on the home page. The count and the pin happen
 * in one transaction under a lock, so parallel pins cannot all see room for themselves.
 */
export async function setHomepageSettings(db: Db, id: number, input: HomepageSettingsInput): Promise<AdminService> {
  await db.transaction(async (tx) => {
    await repo.lockHomepagePins(tx);
    if (!(await repo.serviceExists(tx, id))) throw notFound(adminTexts.serviceNotFound);
    if (input.pin_to_homepage && (await repo.countOtherPinned(tx, id)) >= HOMEPAGE_PINNED_MAX) throw conflict(adminTexts.pinLimit);
    await repo.setServiceHomepage(tx, id, input.pin_to_homepage, input.homepage_sort_order ?? HOMEPAGE_SORT_ORDER_UNSET);
  });
  return loadAdminService(db, id);
}
