import { convertAmount, minorToDecimal, PUBLIC_PRICE_CURRENCY, type ExchangeRates, type ServiceDto } from '@mt/shared';
import { serviceDtoPriced, type CardPrice, type ServiceCardRow } from './service-card.sql';

/**
 * A price as the public catalogue quotes it: converted to USD at the admin's rates, to the cent. The
 * partner's own currency stays the basis of trips; this is what a visitor compares. A price in a currency
 * without a rate keeps its own currency rather than showing a wrong figure.
 */
export function publicPrice(minor: number | null, currency: string, rates: ExchangeRates): CardPrice {
  if (minor === null) return { base_price: null, currency: PUBLIC_PRICE_CURRENCY };
  const own = minorToDecimal(minor, currency);
  const converted = convertAmount(own, currency, PUBLIC_PRICE_CURRENCY, rates);
  if (converted === null) return { base_price: own, currency };
  const quoted = { base_price: Math.round(converted * 100) / 100, currency: PUBLIC_PRICE_CURRENCY };
  // The partner's own price goes along when the quote is a conversion: pages show it and convert from it.
  return currency === PUBLIC_PRICE_CURRENCY ? quoted : { ...quoted, listed_price: { amount: own, currency } };
}

/** A service card of a public list, its price quoted by publicPrice (one object per row: lists map many). */
export function toPublicServiceDto(row: ServiceCardRow, rates: ExchangeRates): ServiceDto {
  const minor = row.base_price_minor === null ? null : Number(row.base_price_minor);
  return serviceDtoPriced(row, publicPrice(minor, row.currency, rates));
}
