import {
  adminServiceEditTexts,
  adminTexts,
  partnerServiceTexts,
  describeServiceChanges,
  minorToDecimal,
  type AdminServiceDetailResponse,
  type AdminServiceEdit,
  type AdminServiceUpdateResponse,
  type AdminServiceUpdateValues,
  seasonsSchemaFor,
  utcDay,
  type ServiceFieldChange,
  type ServiceFormValues,
  type ServiceType,
} from '@mt/shared';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { queueMail } from '../mail/mail.service';
import { moderationEmails } from '../mail/moderation-emails';
import * as edits from './admin-service-edits.repository';
import { loadAdminService } from './admin-services.service';
import { findServiceCard } from './partner-services.repository';
import { toWrite } from './partner-services.service';
import { toServiceDto } from './service-card.sql';

export interface ServiceEditDeps {
  db: Db;
  mail: { kick(): void };
  config: { publicUrl: string };
}

/**
 * A stored service as the partner's form would show it: the "from" side of each change. Typed as the form's
 * values, so a field added to the form schema does not compile until it is read back here too.
 */
export function formValuesOf(row: edits.ServiceRow): ServiceFormValues {
  return {
    name: row.name,
    type: row.type as ServiceType,
    description: row.description,
    location_details: row.locationDetails,
    // Services from before issue 19 may have no country; the form requires one from now on.
    country: (row.country ?? '') as ServiceFormValues['country'],
    base_price: row.basePriceMinor === null ? null : minorToDecimal(row.basePriceMinor, row.currency),
    currency: row.currency,
    pricing_description: row.pricingDescription,
    is_active: row.isActive,
    duration_hours: row.durationHours,
    group_size_min: row.groupSizeMin,
    group_size_max: row.groupSizeMax,
    availability: row.availability,
  };
}

/**
 * The body's seasons under the day rules, which need today and the seasons the service has (an ended one it
 * has may stay, as for its partner): 400 under `availability` otherwise. Answers the normalized seasons.
 */
function withCheckedSeasons(values: AdminServiceUpdateValues, row: edits.ServiceRow, now: Date): ServiceFormValues {
  const parsed = seasonsSchemaFor({ today: utcDay(now), kept: row.availability }).safeParse(values.availability);
  if (parsed.success) return { ...values, availability: parsed.data };
  // Numbered as the partner's form numbers them: "Dates 2: …".
  const messages = [...new Set(parsed.error.issues.map((i) => (typeof i.path[0] === 'number' ? partnerServiceTexts.seasonNumbered(i.path[0] + 1, i.message) : i.message)))];
  throw badRequest(messages[0]!, { availability: messages });
}

/** Only the fields whose value differs, each `{ from, to }` (JSON equality, so ranges and lists compare by value). */
export function changedFields(before: ServiceFormValues, after: ServiceFormValues): Record<string, ServiceFieldChange> {
  const changes: Record<string, ServiceFieldChange> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = (before as Record<string, unknown>)[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to ?? null)) changes[field] = { from, to: to ?? null };
  }
  return changes;
}

const toEditDto = (row: edits.ServiceEditRow): AdminServiceEdit => ({
  id: row.id,
  admin_name: row.adminName,
  changes: row.changes as Record<string, ServiceFieldChange>,
  created_at: row.createdAt.toISOString(),
});

export async function getServiceForAdmin(db: Db, id: number): Promise<AdminServiceDetailResponse> {
  const card = await findServiceCard(db, id);
  if (!card) throw notFound(adminTexts.serviceNotFound);
  return { service: toServiceDto(card), edits: (await edits.listServiceEdits(db, id)).map(toEditDto) };
}

/**
 * PUT /api/admin/services/{id}. Under the service's row lock: the changes are measured, the note of them and
 * the partner's e-mail are written, then the service; one transaction, so a failed update leaves neither
 * note nor mail. A save that changes nothing writes nothing (docs/decisions/0040).
 */
export async function updateServiceAsAdmin(
  deps: ServiceEditDeps,
  adminId: number,
  id: number,
  body: AdminServiceUpdateValues,
  now = new Date(),
): Promise<AdminServiceUpdateResponse> {
  const editId = await deps.db.transaction(async (tx) => {
    const row = await edits.lockLiveService(tx, id);
    if (!row) throw notFound(adminTexts.serviceNotFound);
    const values = withCheckedSeasons(body, row, now);
    const changes = changedFields(formValuesOf(row), values);
    if (Object.keys(changes).length === 0) return null;
    const noted = await edits.insertServiceEdit(tx, id, adminId, changes);
    await edits.updateServiceFields(tx, id, toWrite(values));
    const partner = await edits.findPartnerRecipient(tx, row.partnerId);
    if (partner) {
      await queueMail(tx, [moderationEmails.serviceEdited(partner, { serviceName: values.name, changes: describeServiceChanges(changes) }, deps.config.publicUrl)]);
    }
    return noted;
  });
  if (editId !== null) deps.mail.kick();
  const service = await loadAdminService(deps.db, id);
  const edit = editId === null ? null : await edits.findServiceEdit(deps.db, editId);
  return {
    message: edit ? adminServiceEditTexts.updated(service.name) : adminServiceEditTexts.unchanged(service.name),
    service,
    edit: edit && toEditDto(edit),
  };
}
