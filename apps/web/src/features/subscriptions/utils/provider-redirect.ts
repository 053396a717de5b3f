import { subscriptionTexts, type BillingPortalResponse, type CheckoutSessionResponse } from '@mt/shared';

export interface RedirectDeps {
  /** Leaves the app for the provider's page. */
  navigate(url: string): void;
}

/** A failure whose message is meant for the partner (spec 2 section 8). */
export class RedirectError extends Error {}

/** Only web pages: a URL from the server must never become `javascript:` or a data URL. */
function webUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Goes to the checkout page the server answered (Stripe Checkout's URL, or the sandbox's page). The
 * spec's other answer, a bare sessionId for Stripe.js to redirect with, is never sent: current
 * Stripe.js has no redirectToCheckout, so the server always answers a URL (decision 0005).
 */
export function followCheckout(res: CheckoutSessionResponse | undefined, deps: RedirectDeps): void {
  const url = res?.checkoutUrl ? webUrl(res.checkoutUrl) : null;
  if (!url) throw new RedirectError(subscriptionTexts.noRedirect);
  deps.navigate(url);
}

export function followPortal(res: Partial<BillingPortalResponse> | undefined, deps: RedirectDeps): void {
  const url = res?.portalUrl ? webUrl(res.portalUrl) : null;
  if (!url) throw new RedirectError(subscriptionTexts.noPortalUrl);
  deps.navigate(url);
}

export const browserRedirectDeps: RedirectDeps = {
  navigate: (url) => window.location.assign(url),
};
