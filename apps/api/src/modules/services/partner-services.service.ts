import {
  SERVICE_MEDIA_FOLDER,
  canManageServices,
  decimalToMinor,
  emailVerificationTexts,
  partnerServiceTexts as t,
  partnerTexts,
  serviceMultipartFieldsSchemaFor,
  utcDay,
  type SeasonRange,
  type ServiceDto,
  type ServiceMultipartFields,
} from '@mt/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, forbidden, isForeignKeyViolation, notFound } from '../../lib/errors';
import { keyFromMediaUrl, saveImage, storedKeysOf, type MediaStore, type MultipartUpload } from '../media';
import * as repo from './partner-services.repository';
import { toServiceDto } from './service-card.sql';
import { serviceFactsColumns } from './service-facts.columns';
import { isEmailVerified } from '../users/users.service';

export interface ServiceWriteDeps {
  db: Db;
  media: MediaStore;
}

export const SERVICE_MULTIPART_TEXTS = {
  notMultipart: t.notMultipart,
  fileTooLarge: t.imageTooLarge,
  unexpectedFile: t.unexpectedFile,
  tooManyFiles: t.singleImage,
} as const;

export async function listOwnServices(db: Db, userId: number): Promise<ServiceDto[]> {
  const allowance = await repo.findPartnerAllowance(db, userId);
  if (!allowance) throw notFound(partnerTexts.partnerNotFound);
  return (await repo.findOwnServiceCards(db, allowance.partnerId)).map(toServiceDto);
}

/**
 * Spec 2 section 5 field rules; every message goes back under its form field. The season rules need today
 * and the seasons the service has (an ended one it already has is kept: docs/decisions/0036-service-facts.md).
 */
export function parseServiceFields(fields: Record<string, string>, now: Date, kept: readonly SeasonRange[] = []): ServiceMultipartFields {
  const parsed = serviceMultipartFieldsSchemaFor({ today: utcDay(now), kept }).safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!errors[key]?.includes(issue.message)) (errors[key] ??= []).push(issue.message);
  }
  throw badRequest(Object.values(errors)[0]?.[0] ?? t.saveFailed, errors);
}

/** The form's values as columns; the admin's edit (admin-service-edit.service.ts) writes through it too. */
export const toWrite = (f: ServiceMultipartFields): repo.ServiceWrite => ({
  name: f.name,
  type: f.type,
  description: f.description,
  locationDetails: f.location_details,
  country: f.country,
  basePriceMinor: f.base_price === null ? null : decimalToMinor(f.base_price, f.currency),
  currency: f.currency,
  pricingDescription: f.pricing_description,
  isActive: f.is_active,
  ...serviceFactsColumns(f),
});

type Allowance = NonNullable<Awaited<ReturnType<typeof repo.findPartnerAllowance>>>;

/** DESIGN.md section 4: only an active or trialing subscription may add, edit or delete services. */
function assertSubscribed(allowance: Allowance | null): Allowance {
  if (!allowance) throw notFound(partnerTexts.partnerNotFound);
  if (!canManageServices(allowance.status)) throw forbidden(t.subscriptionRequired);
  return allowance;
}

/** The plan's max_services (null: unlimited); a subscription without a plan has no known limit, so none are added. */
async function assertRoomForOneMore(db: DbOrTx, allowance: Allowance): Promise<void> {
  if (allowance.planId === null) throw forbidden(t.noPlan);
  if (allowance.maxServices === null) return;
  if ((await repo.countLiveServices(db, allowance.partnerId)) >= allowance.maxServices) {
    throw forbidden(t.limitNote(allowance.maxServices));
  }
}

/** The one optional image, through the media pipeline (magic bytes, re-encode); a refusal names the field. */
async function storeImage(media: MediaStore, upload: MultipartUpload): Promise<string | null> {
  const images = upload.files.filter((f) => f.field === 'image');
  if (images.length > 1) throw badRequest(t.singleImage, { image: [t.singleImage] });
  const image = images[0];
  if (!image) return null;
  try {
    return (await saveImage(media, image.data, SERVICE_MEDIA_FOLDER)).url;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 400) throw badRequest(err.message, { image: [err.message] });
    throw err;
  }
}

/** Best effort: a file left behind is harmless, a request failed because of cleanup is not. */
async function removeImages(deps: ServiceWriteDeps, urls: (string | null)[], exceptServiceId = 0): Promise<void> {
  const ours = urls.filter((u): u is string => !!u && !!keyFromMediaUrl(u)?.startsWith(`${SERVICE_MEDIA_FOLDER}/`));
  const unused = await repo.unusedImageUrls(deps.db, ours, exceptServiceId).catch(() => []);
  for (const url of unused) {
    for (const key of storedKeysOf(url)) await deps.media.delete(key).catch(() => undefined);
  }
}

async function answer(db: Db, serviceId: number): Promise<ServiceDto> {
  const row = await repo.findServiceCard(db, serviceId);
  if (!row) throw notFound(t.serviceNotFound);
  return toServiceDto(row);
}

/**
 * Checks run twice: once before the (slow) image work so a refused request costs nothing, and again
 * under the partner's row lock in the write transaction, which is what holds under concurrency.
 */
export async function createOwnService(deps: ServiceWriteDeps, userId: number, upload: MultipartUpload, now: Date): Promise<ServiceDto> {
  const allowance = assertSubscribed(await repo.findPartnerAllowance(deps.db, userId));
  await assertRoomForOneMore(deps.db, allowance);
  // Issue 21: a partner's first listing needs a confirmed address (later ones were already vouched for).
  if ((await repo.countLiveServices(deps.db, allowance.partnerId)) === 0 && !(await isEmailVerified(deps.db, userId))) {
    throw forbidden(emailVerificationTexts.verifyBeforeListing);
  }
  const fields = parseServiceFields(upload.fields, now);
  const imageUrl = await storeImage(deps.media, upload);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const allowance = assertSubscribed(await repo.findPartnerAllowance(tx, userId, { lock: true }));
      await assertRoomForOneMore(tx, allowance);
      return repo.insertService(tx, allowance.partnerId, { ...toWrite(fields), imageUrl });
    });
    return await answer(deps.db, id);
  } catch (err) {
    await removeImages(deps, [imageUrl]);
    throw err;
  }
}

async function ownedService(db: Db, userId: number, serviceId: number) {
  const allowance = await repo.findPartnerAllowance(db, userId);
  if (!allowance) throw notFound(partnerTexts.partnerNotFound);
  const service = await repo.findLiveService(db, serviceId);
  if (!service) throw notFound(t.serviceNotFound);
  if (service.partnerId !== allowance.partnerId) throw forbidden(t.notOwner);
  assertSubscribed(allowance);
  return service;
}

/** A full replacement of the text fields; the image changes only when a new file is sent. */
export async function updateOwnService(deps: ServiceWriteDeps, userId: number, serviceId: number, upload: MultipartUpload, now: Date): Promise<ServiceDto> {
  const before = await ownedService(deps.db, userId, serviceId);
  const fields = parseServiceFields(upload.fields, now, before.availability);
  const imageUrl = await storeImage(deps.media, upload);
  try {
    await deps.db.transaction(async (tx) => {
      const allowance = assertSubscribed(await repo.findPartnerAllowance(tx, userId, { lock: true }));
      const updated = await repo.updateOwnService(tx, allowance.partnerId, serviceId, { ...toWrite(fields), ...(imageUrl ? { imageUrl } : {}) });
      if (!updated) throw notFound(t.serviceNotFound);
    });
  } catch (err) {
    await removeImages(deps, [imageUrl]);
    throw err;
  }
  if (imageUrl && before.imageUrl) await removeImages(deps, [before.imageUrl], serviceId);
  return answer(deps.db, serviceId);
}

/** A booked service is kept (hidden) for the trips that include it; any other is removed with its image. */
export async function deleteOwnService(deps: ServiceWriteDeps, userId: number, serviceId: number): Promise<void> {
  const before = await ownedService(deps.db, userId, serviceId);
  const remove = (keepForTrips: boolean) =>
    deps.db.transaction(async (tx) => {
      const allowance = assertSubscribed(await repo.findPartnerAllowance(tx, userId, { lock: true }));
      const booked = keepForTrips || (await repo.isServiceOnAnyTrip(tx, serviceId));
      const done = booked
        ? await repo.softDeleteService(tx, allowance.partnerId, serviceId)
        : await repo.hardDeleteService(tx, allowance.partnerId, serviceId);
      if (!done) throw notFound(t.serviceNotFound);
      return !booked;
    });
  let removed: boolean;
  try {
    removed = await remove(false);
  } catch (err) {
    // A trip took the service between the check and the delete: keep it for that trip instead.
    if (!isForeignKeyViolation(err)) throw err;
    removed = await remove(true);
  }
  if (removed) await removeImages(deps, [before.imageUrl], serviceId);
}
