import { convertAmount, PUBLIC_PRICE_CURRENCY, type ExchangeRates, type ServiceDto } from '@mt/shared';

/**
 * A service as the public catalogue quotes it: its price converted to USD at the admin's rates, to the
 * cent. The partner's own currency stays the basis of trips; this is what a visitor compares. A price in a
 * currency without a rate keeps its own currency rather than showing a wrong figure.
 */
export function withPublicPrice(service: ServiceDto, rates: ExchangeRates): ServiceDto {
  if (service.base_price === null) return { ...service, currency: PUBLIC_PRICE_CURRENCY };
  const converted = convertAmount(service.base_price, service.currency, PUBLIC_PRICE_CURRENCY, rates);
  if (converted === null) return service;
  return { ...service, base_price: Math.round(converted * 100) / 100, currency: PUBLIC_PRICE_CURRENCY };
}
