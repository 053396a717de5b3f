import {
  canManageBilling,
  partnerTexts,
  PARTNER_DASHBOARD_PATH,
  subscriptionReturnPath,
  subscriptionTexts,
  type BillingPortalResponse,
  type CheckoutSessionResponse,
} from '@mt/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { PaymentProvider } from '../billing/payment-provider';
import { withProvider } from '../billing/with-provider';
import { getPartnerRow } from '../partners/partners.service';
import { findActivePlanByPriceId } from '../plans/plans.service';
import { lockPartnerByUserId, updatePartnerSubscription } from './partner-subscription.repository';
import { expireOpenCheckouts, insertCheckout } from './subscription-checkouts.repository';

export interface SubscriptionDeps {
  db: Db;
  payments: PaymentProvider;
  config: { publicUrl: string };
  log: FastifyBaseLogger;
}

/** An hour to pay (Stripe accepts 30 minutes to 24 hours); an abandoned session then cannot be paid. */
export const CHECKOUT_TTL_MS = 60 * 60_000;

const absolute = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, '')}${path}`;

/**
 * POST /api/subscriptions/create-checkout-session. Under the partner's row lock: refuse a second
 * subscription, make the provider customer once (and keep it), and expire older open sessions so two
 * tabs cannot pay for two subscriptions. The provider is told about those after commit.
 */
export async function createCheckoutSession(deps: SubscriptionDeps, userId: number, priceId: string): Promise<CheckoutSessionResponse> {
  const plan = await findActivePlanByPriceId(deps.db, priceId);
  if (!plan) throw notFound(subscriptionTexts.planNotFound);
  const provider = deps.payments;

  const { partnerId, customerId, replaced } = await deps.db.transaction(async (tx) => {
    const locked = await lockPartnerByUserId(tx, userId);
    if (!locked) throw notFound(partnerTexts.partnerNotFound);
    const p = locked.partner;
    if (canManageBilling(p.subscriptionStatus)) throw conflict(subscriptionTexts.alreadySubscribed);
    let customerId = p.providerCustomerId && provider.ownsCustomerId(p.providerCustomerId) ? p.providerCustomerId : null;
    if (!customerId) {
      const customer = await withProvider(() =>
        provider.createCustomer({
          email: locked.email,
          name: p.companyName,
          metadata: { partner_id: String(p.id) },
          idempotencyKey: `partner-${p.id}-customer`,
        }),
      );
      customerId = customer.id;
      await updatePartnerSubscription(tx, p.id, { providerCustomerId: customerId });
    }
    return { partnerId: p.id, customerId, replaced: await expireOpenCheckouts(tx, p.id) };
  });

  for (const old of replaced) {
    // Best effort: one that completed meanwhile still arrives as an event and is applied.
    await provider.expireCheckoutSession(old.providerSessionId).catch((err: unknown) => deps.log.warn({ err, sessionId: old.providerSessionId }, 'could not expire an older checkout session'));
  }

  const session = await withProvider(() =>
    provider.createCheckoutSession({
      customerId,
      priceId: plan.providerPriceId,
      successUrl: absolute(deps.config.publicUrl, subscriptionReturnPath('success')),
      cancelUrl: absolute(deps.config.publicUrl, subscriptionReturnPath('cancel')),
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
      clientReferenceId: String(partnerId),
      metadata: { partner_id: String(partnerId), plan_id: String(plan.id) },
    }),
  );
  await insertCheckout(deps.db, { providerSessionId: session.id, provider: provider.name, partnerId, planId: plan.id, expiresAt: session.expiresAt });
  return { checkoutUrl: session.url };
}

/** POST /api/subscriptions/create-billing-portal-session: the provider's portal for the partner's customer. */
export async function createBillingPortalSession(deps: SubscriptionDeps, userId: number): Promise<BillingPortalResponse> {
  const row = await getPartnerRow(deps.db, userId);
  const customerId = row.partner.providerCustomerId;
  if (!customerId || !deps.payments.ownsCustomerId(customerId)) throw conflict(subscriptionTexts.noBillingAccount);
  const portal = await withProvider(() =>
    deps.payments.createBillingPortalSession({ customerId, returnUrl: absolute(deps.config.publicUrl, PARTNER_DASHBOARD_PATH) }),
  );
  return { portalUrl: portal.url };
}
