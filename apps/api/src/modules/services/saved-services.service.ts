import { SAVED_SERVICES_MAX, savedServicesAnswerTexts as t, tripTexts, type SavedServiceResponse, type ServiceDto } from '@mt/shared';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { getExchangeRates } from '../settings/exchange-rates.service';
import { toPublicServiceDto } from './public-price';
import * as repo from './saved-services.repository';

/** The traveller's saved services as the catalogue shows them (prices quoted as in every public list). */
export async function listSavedServices(db: Db, userId: number): Promise<ServiceDto[]> {
  const rows = await repo.findSavedServiceCards(db, userId);
  if (rows.length === 0) return [];
  const rates = await getExchangeRates(db);
  return rows.map((row) => toPublicServiceDto(row, rates));
}

/**
 * Saves a listed service. Saving it again answers the first save's time and changes nothing, even at the
 * limit; a new save beyond SAVED_SERVICES_MAX listed ones is refused (409). One transaction, with the
 * traveller's row locked, so two saves at once cannot both pass the count.
 */
export async function saveService(db: Db, userId: number, serviceId: number): Promise<SavedServiceResponse> {
  const savedAt = await db.transaction(async (tx) => {
    await repo.lockSaver(tx, userId);
    if (!(await repo.isListed(tx, serviceId))) throw notFound(t.notFound);
    const existing = await repo.findSavedAt(tx, userId, serviceId);
    if (existing) return existing;
    if ((await repo.countListedSaved(tx, userId)) >= SAVED_SERVICES_MAX) throw conflict(t.limitReached);
    return repo.insertSaved(tx, userId, serviceId);
  });
  return { service_id: serviceId, saved_at: savedAt.toISOString() };
}

/** Removing a service that is not saved (or does not exist) is not an error: the end state is the same. */
export async function unsaveService(db: Db, userId: number, serviceId: number): Promise<void> {
  await repo.deleteSaved(db, userId, serviceId);
}

export async function savedServiceIdsForPreference(db: Db, preferenceId: number): Promise<number[]> {
  const ids = await repo.findSavedIdsOfPreferenceTraveller(db, preferenceId);
  if (ids === null) throw notFound(tripTexts.preferenceNotFound);
  return ids;
}
