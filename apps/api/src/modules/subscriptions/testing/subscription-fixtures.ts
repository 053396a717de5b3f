import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { outboxEmails, partners, subscriptionCheckouts } from '../../../db/schema';
import { bearer } from '../../../test/app';
import { multipart } from '../../../test/multipart';

/** Calls and reads for subscription tests. */

export const startCheckout = (app: FastifyInstance, token: string, priceId: unknown) =>
  app.inject({ method: 'POST', url: '/api/subscriptions/create-checkout-session', headers: bearer(token), payload: { priceId } });

export const openPortal = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/subscriptions/create-billing-portal-session', headers: bearer(token) });

/** Starts a sandbox checkout and answers its session id (from the checkoutUrl). */
export async function sandboxSession(app: FastifyInstance, token: string, priceId: string): Promise<string> {
  const res = await startCheckout(app, token, priceId);
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const url: string = res.json().checkoutUrl;
  const match = url.match(/^\/sandbox\/checkout\/(sandbox_cs_[0-9a-f]+)$/);
  if (!match) throw new Error(`unexpected checkoutUrl ${url}`);
  return match[1]!;
}

export const checkoutCall = (app: FastifyInstance, token: string | null, sessionId: string, action: 'complete' | 'cancel' | null) =>
  app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/payments/sandbox/checkout/${sessionId}${action ? `/${action}` : ''}`,
    headers: token ? bearer(token) : {},
  });

export const billingAction = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/payments/sandbox/billing', headers: bearer(token), payload });

/** Subscribes a partner through the sandbox checkout, as the browser would. */
export async function subscribeInSandbox(app: FastifyInstance, token: string, priceId: string): Promise<string> {
  const sessionId = await sandboxSession(app, token, priceId);
  const res = await checkoutCall(app, token, sessionId, 'complete');
  if (res.statusCode !== 200) throw new Error(`complete: ${res.statusCode} ${res.body}`);
  return sessionId;
}

export async function partnerRow(db: Db, partnerId: number) {
  const [row] = await db.select().from(partners).where(eq(partners.id, partnerId));
  return row!;
}

export async function partnerOfUser(db: Db, userId: number) {
  const [row] = await db.select().from(partners).where(eq(partners.userId, userId));
  return row!;
}

export async function checkoutRow(db: Db, sessionId: string) {
  const [row] = await db.select().from(subscriptionCheckouts).where(eq(subscriptionCheckouts.providerSessionId, sessionId));
  return row ?? null;
}

export async function mailSubjects(db: Db, to: string): Promise<string[]> {
  return (await db.select({ subject: outboxEmails.subject }).from(outboxEmails).where(eq(outboxEmails.to, to.toLowerCase()))).map((r) => r.subject);
}

/** Service writes through the real routes (multipart, no image). */
const serviceFields = (name: string) => ({ name, type: 'tour', description: 'Two hours on the water.', is_active: 'true', country: 'TZ' });

export function createService(app: FastifyInstance, token: string, name = 'Sunset dhow cruise') {
  const body = multipart(serviceFields(name));
  return app.inject({ method: 'POST', url: '/api/services', headers: { ...body.headers, ...bearer(token) }, payload: body.payload });
}

export function updateService(app: FastifyInstance, token: string, id: number, name = 'Sunset dhow cruise, renamed') {
  const body = multipart(serviceFields(name));
  return app.inject({ method: 'PUT', url: `/api/services/${id}`, headers: { ...body.headers, ...bearer(token) }, payload: body.payload });
}

export const deleteService = (app: FastifyInstance, token: string, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/services/${id}`, headers: bearer(token) });
