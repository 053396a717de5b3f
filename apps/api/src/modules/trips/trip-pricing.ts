import { convertMinor, tripTexts, type ExchangeRates } from '@mt/shared';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { findBookableServices } from './trips.repository';

/** A partner without a plan row (should not happen for a bookable partner) pays the Starter rate. */
export const FALLBACK_COMMISSION_RATE = 15;

export interface PricedService {
  serviceId: number;
  name: string;
  locationDetails: string | null;
  /** The service's price converted to the trip currency (NOK) today, per person. */
  unitPriceMinor: number;
  commissionRate: number;
}

/**
 * Prices services for a trip in NOK (docs/decisions/0004): each base price is converted at today's
 * rate and snapshotted, so later price or rate changes never alter a proposal. A service without a
 * price counts 0 (the admin's total covers it). Only active services of bookable partners qualify:
 * any other answers 409.
 */
export async function priceServicesInNok(tx: DbOrTx, ids: number[], rates: ExchangeRates): Promise<PricedService[]> {
  const rows = await findBookableServices(tx, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw conflict(tripTexts.serviceUnavailable(id));
    let unitPriceMinor = 0;
    if (row.basePriceMinor !== null) {
      const nok = convertMinor(row.basePriceMinor, row.currency, 'NOK', rates);
      if (nok === null) throw conflict(tripTexts.serviceNoRate(id, row.currency));
      unitPriceMinor = nok;
    }
    return {
      serviceId: id,
      name: row.name,
      locationDetails: row.locationDetails,
      unitPriceMinor,
      commissionRate: row.commissionRate === null ? FALLBACK_COMMISSION_RATE : Number(row.commissionRate),
    };
  });
}

/** Service value of a trip (DESIGN.md section 4): unit prices × travellers. */
export const serviceValueMinor = (lines: { unitPriceMinor: number }[], travellerCount: number) =>
  lines.reduce((sum, l) => sum + l.unitPriceMinor * travellerCount, 0);

/** Default trip name and destination from the services' places, when the admin gives none. */
export function defaultNaming(priced: PricedService[]): { name: string; destination: string } {
  const places = [...new Set(priced.map((p) => p.locationDetails?.trim()).filter((p): p is string => !!p))];
  const destination = places.length ? places.slice(0, 3).join(' · ').slice(0, 150) : 'To be announced';
  const first = places[0]?.split(',')[0]?.trim();
  return { name: (first ? `Mystery Trip to ${first}` : 'Mystery Trip').slice(0, 150), destination };
}
