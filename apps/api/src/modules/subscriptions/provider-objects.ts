import { z } from 'zod';
import { isSubscriptionStatus, type SubscriptionStatus } from '@mt/shared';

/**
 * Stripe's subscription, checkout-session and invoice objects, read the way both the API version this
 * SDK pins and older account versions send them: `current_period_end` moved from the subscription to
 * its items (2025-03-31), an invoice's subscription moved under `parent.subscription_details`, and any
 * reference may arrive expanded as an object.
 */
const ref = z.union([z.string(), z.looseObject({ id: z.string() }).transform((o) => o.id)]);
const metadata = z.record(z.string(), z.string()).nullish();
const unixTime = z.number().int().nonnegative();

const subscriptionSchema = z.looseObject({
  id: z.string().min(1),
  customer: ref,
  status: z.string(),
  created: unixTime,
  current_period_end: unixTime.nullish(),
  ended_at: unixTime.nullish(),
  metadata,
  items: z
    .looseObject({
      data: z.array(z.looseObject({ price: z.looseObject({ id: z.string() }).nullish(), current_period_end: unixTime.nullish() })),
    })
    .nullish(),
});

const checkoutSessionSchema = z.looseObject({
  id: z.string().min(1),
  mode: z.string().nullish(),
  customer: ref.nullish(),
  subscription: ref.nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  payment_status: z.string().nullish(),
});

const invoiceSchema = z.looseObject({
  id: z.string().min(1),
  customer: ref.nullish(),
  subscription: ref.nullish(),
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: ref }).nullish() }).nullish(),
});

const toDate = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000));

/** A row id we put in metadata or client_reference_id ourselves (partner, plan); anything else is not ours. */
export function ourId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  return Number(value);
}

export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  createdAt: Date;
  priceId: string | null;
  periodEnd: Date | null;
  endedAt: Date | null;
  partnerId: number | null;
}

/** Null when the object is not a subscription we can read (logged and skipped by the caller). */
export function readSubscription(object: unknown): SubscriptionSnapshot | null {
  const parsed = subscriptionSchema.safeParse(object);
  if (!parsed.success || !isSubscriptionStatus(parsed.data.status)) return null;
  const s = parsed.data;
  const item = s.items?.data[0];
  return {
    subscriptionId: s.id,
    customerId: s.customer,
    status: s.status as SubscriptionStatus,
    createdAt: new Date(s.created * 1000),
    priceId: item?.price?.id ?? null,
    periodEnd: toDate(item?.current_period_end ?? s.current_period_end),
    endedAt: toDate(s.ended_at),
    partnerId: ourId(s.metadata?.partner_id),
  };
}

export interface CheckoutSnapshot {
  sessionId: string;
  mode: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  partnerId: number | null;
  planId: number | null;
  paid: boolean;
}

export function readCheckoutSession(object: unknown): CheckoutSnapshot | null {
  const parsed = checkoutSessionSchema.safeParse(object);
  if (!parsed.success) return null;
  const s = parsed.data;
  return {
    sessionId: s.id,
    mode: s.mode ?? null,
    customerId: s.customer ?? null,
    subscriptionId: s.subscription ?? null,
    partnerId: ourId(s.client_reference_id) ?? ourId(s.metadata?.partner_id),
    planId: ourId(s.metadata?.plan_id),
    // 'no_payment_required' is a free trial or a 100 % coupon: the subscription starts all the same.
    paid: s.payment_status === 'paid' || s.payment_status === 'no_payment_required',
  };
}

export interface InvoiceSnapshot {
  invoiceId: string;
  customerId: string | null;
  subscriptionId: string | null;
}

export function readInvoice(object: unknown): InvoiceSnapshot | null {
  const parsed = invoiceSchema.safeParse(object);
  if (!parsed.success) return null;
  const i = parsed.data;
  return { invoiceId: i.id, customerId: i.customer ?? null, subscriptionId: i.subscription ?? i.parent?.subscription_details?.subscription ?? null };
}
