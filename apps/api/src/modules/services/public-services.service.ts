import type { ServiceDto } from '@mt/shared';
import type { Db } from '../../db/client';
import { findFeaturedServices, findHomepageServices } from './public-services.repository';
import { toServiceDto } from './service-card.sql';

export async function listFeaturedServices(db: Db): Promise<ServiceDto[]> {
  return (await findFeaturedServices(db)).map(toServiceDto);
}

export async function listHomepageServices(db: Db): Promise<ServiceDto[]> {
  return (await findHomepageServices(db)).map(toServiceDto);
}
