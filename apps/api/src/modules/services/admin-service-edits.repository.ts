import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partners, serviceAdminEdits, services, users } from '../../db/schema';
import type { ServiceWrite } from './partner-services.repository';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceChanges = (typeof serviceAdminEdits.$inferInsert)['changes'];

/**
 * The live service, its row locked until the transaction ends: the values the changes are measured from
 * stay true until the update commits (a partner's save or another admin's waits for it).
 */
export async function lockLiveService(tx: DbOrTx, id: number): Promise<ServiceRow | null> {
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.id, id), isNull(services.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function updateServiceFields(tx: DbOrTx, id: number, values: ServiceWrite): Promise<void> {
  await tx
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(services.id, id));
}

export async function insertServiceEdit(tx: DbOrTx, serviceId: number, adminId: number, changes: ServiceChanges): Promise<number> {
  const [row] = await tx.insert(serviceAdminEdits).values({ serviceId, adminId, changes }).returning({ id: serviceAdminEdits.id });
  if (!row) throw new Error('service_admin_edits insert returned no row');
  return row.id;
}

const editColumns = {
  id: serviceAdminEdits.id,
  adminName: users.name,
  changes: serviceAdminEdits.changes,
  createdAt: serviceAdminEdits.createdAt,
};
export type ServiceEditRow = { id: number; adminName: string | null; changes: ServiceChanges; createdAt: Date };

/** A service's admin edits, newest first, with the admin's name (null once that account is gone). */
export async function listServiceEdits(db: DbOrTx, serviceId: number): Promise<ServiceEditRow[]> {
  return db
    .select(editColumns)
    .from(serviceAdminEdits)
    .leftJoin(users, eq(users.id, serviceAdminEdits.adminId))
    .where(eq(serviceAdminEdits.serviceId, serviceId))
    .orderBy(desc(serviceAdminEdits.createdAt), desc(serviceAdminEdits.id));
}

export async function findServiceEdit(db: DbOrTx, id: number): Promise<ServiceEditRow | null> {
  const [row] = await db.select(editColumns).from(serviceAdminEdits).leftJoin(users, eq(users.id, serviceAdminEdits.adminId)).where(eq(serviceAdminEdits.id, id));
  return row ?? null;
}

/** Who a partner's mail goes to: the account's address, greeted by the contact person's name. */
export async function findPartnerRecipient(db: DbOrTx, partnerId: number): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({ contactName: partners.contactName, userName: users.name, email: users.email })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(partners.id, partnerId));
  return row ? { name: row.contactName || row.userName, email: row.email } : null;
}
