import { z } from 'zod';
import { serviceFieldsSchema } from './partner-service.schemas';
import { SERVICE_SEASONS_MAX } from './service-facts';
import { checkGroupSizePair, seasonRangeSchema, serviceFactsJsonShapeFor } from './service-facts.schemas';
import { partnerServiceTexts } from './partner-service.texts';
import { serviceDtoSchema } from './service.schemas';
import { adminServiceSchema } from '../admin/admin.schemas';
import { adminServiceEditTexts as t } from './admin-service-edit.texts';

/**
 * PUT /api/admin/services/{id}: the partner's fields under the partner's own rules (serviceFieldsSchema and
 * the facts' JSON shape), so the admin can save nothing a partner could not. JSON: base_price is the form's
 * text ('' for no price), is_active a boolean, the length in hours. The seasons' day rules need today and
 * the service's own seasons (an ended one it has may stay: docs/decisions/0036-service-facts.md), so the
 * server checks them again with seasonsSchemaFor under the service's lock; here, each range's own rules.
 */
const { duration_hours, group_size_min, group_size_max } = serviceFactsJsonShapeFor({ today: '', kept: [] });
export const adminServiceUpdateSchema = serviceFieldsSchema
  .extend({
    is_active: z.boolean(),
    duration_hours,
    group_size_min,
    group_size_max,
    availability: z.array(seasonRangeSchema, { error: partnerServiceTexts.seasonsUnreadable }).max(SERVICE_SEASONS_MAX, partnerServiceTexts.seasonsTooMany),
  })
  .superRefine(checkGroupSizePair);
export type AdminServiceUpdateInput = z.input<typeof adminServiceUpdateSchema>;
export type AdminServiceUpdateValues = z.output<typeof adminServiceUpdateSchema>;

/** One changed field of one admin save: the form's value before and after (base_price as a number). */
export const serviceFieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export type ServiceFieldChange = z.infer<typeof serviceFieldChangeSchema>;

/** A row of service_admin_edits: who saved, when, and only the fields that changed. */
export const adminServiceEditSchema = z.object({
  id: z.number().int(),
  /** null when that admin's account is gone. */
  admin_name: z.string().nullable(),
  changes: z.record(z.string(), serviceFieldChangeSchema),
  created_at: z.string(),
});
export type AdminServiceEdit = z.infer<typeof adminServiceEditSchema>;

/** GET /api/admin/services/{id}: what the edit modal starts from, and the service's edit history (newest first). */
export const adminServiceDetailResponseSchema = z.object({ service: serviceDtoSchema, edits: z.array(adminServiceEditSchema) });
export type AdminServiceDetailResponse = z.infer<typeof adminServiceDetailResponseSchema>;

/** The table's row after the save, and the note it wrote (null when nothing changed). */
export const adminServiceUpdateResponseSchema = z.object({ message: z.string(), service: adminServiceSchema, edit: adminServiceEditSchema.nullable() });
export type AdminServiceUpdateResponse = z.infer<typeof adminServiceUpdateResponseSchema>;

/** Values the way a person reads them: long texts cut, no value as 'none', booleans as yes/no. */
export function describeFieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  // A season list: its ranges as days, none meaning all year.
  if (Array.isArray(value)) return value.length ? value.map((r: { from?: unknown; until?: unknown }) => `${String(r.from)} – ${String(r.until)}`).join(', ') : t.allYear;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const short = text.length > 60 ? `${text.slice(0, 60).trimEnd()}…` : text;
  return `"${short}"`;
}

/** "Changed price from 1200 to 1350", one line per changed field, in the order they were recorded. */
export function describeServiceChanges(changes: Record<string, ServiceFieldChange>): string[] {
  return Object.entries(changes).map(([field, c]) => t.change(t.fieldLabels[field] ?? field.replace(/_/g, ' '), describeFieldValue(c.from), describeFieldValue(c.to)));
}
