import { subscriptionTexts, type BillingPortalResponse, type CheckoutSessionResponse } from '@mt/shared';

/** The part of Stripe.js the legacy sessionId answer needs. */
export interface StripeCheckoutRedirector {
  redirectToCheckout(options: { sessionId: string }): Promise<{ error?: { message?: string } }>;
}

export interface RedirectDeps {
  /** Leaves the app for the provider's page. */
  navigate(url: string): void;
  /** Stripe.js with the given publishable key, or null when it cannot be loaded. */
  loadStripe(publishableKey: string | undefined): Promise<StripeCheckoutRedirector | null>;
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

/** checkoutUrl: go there; sessionId: Stripe.js redirects to its hosted checkout; neither: an error. */
export async function followCheckout(res: (CheckoutSessionResponse & { publishableKey?: string }) | undefined, deps: RedirectDeps): Promise<void> {
  const url = res?.checkoutUrl ? webUrl(res.checkoutUrl) : null;
  if (url) return deps.navigate(url);
  if (res?.sessionId) {
    const stripe = await deps.loadStripe(res.publishableKey).catch(() => null);
    if (!stripe) throw new RedirectError(subscriptionTexts.stripeJsFailed);
    const { error } = await stripe.redirectToCheckout({ sessionId: res.sessionId });
    if (error) throw new RedirectError(error.message || subscriptionTexts.startFailed);
    return;
  }
  throw new RedirectError(subscriptionTexts.noRedirect);
}

export function followPortal(res: Partial<BillingPortalResponse> | undefined, deps: Pick<RedirectDeps, 'navigate'>): void {
  const url = res?.portalUrl ? webUrl(res.portalUrl) : null;
  if (!url) throw new RedirectError(subscriptionTexts.noPortalUrl);
  deps.navigate(url);
}

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
type StripeFactory = (key: string) => StripeCheckoutRedirector;

/** Loads Stripe.js once (the CSP allows js.stripe.com when Stripe keys are configured). */
export function loadStripeJs(publishableKey: string | undefined): Promise<StripeCheckoutRedirector | null> {
  if (!publishableKey) return Promise.resolve(null);
  const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing(publishableKey));
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      resolve(factory ? factory(publishableKey) : null);
    };
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
}

export const browserRedirectDeps: RedirectDeps = {
  navigate: (url) => window.location.assign(url),
  loadStripe: loadStripeJs,
};
