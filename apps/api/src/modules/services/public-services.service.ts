import type { ServiceDto } from '@mt/shared';
import type { Db } from '../../db/client';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { findFeaturedServices, findHomepageServices } from './public-services.repository';
import { toPublicServiceDto } from './public-price';
import type { ServiceCardRow } from './service-card.sql';

async function publicCards(db: Db, rows: ServiceCardRow[]): Promise<ServiceDto[]> {
  const rates = await getExchangeRates(db);
  return rows.map((row) => toPublicServiceDto(row, rates));
}

export async function listFeaturedServices(db: Db): Promise<ServiceDto[]> {
  return publicCards(db, await findFeaturedServices(db));
}

export async function listHomepageServices(db: Db): Promise<ServiceDto[]> {
  return publicCards(db, await findHomepageServices(db));
}
