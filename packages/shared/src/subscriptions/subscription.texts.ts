import { paths } from '../common/paths';

/** 'Your Subscription' panel and the checkout return (spec 2 sections 2, 8). */
export const subscriptionTexts = {
  panelTitle: 'Your Subscription',
  status: 'Status',
  plan: 'Plan',
  subscribedUntil: 'Subscribed until',
  price: 'Price',
  noSubscription: 'No subscription',
  noPlan: 'No plan',
  manageBilling: 'Manage Billing',
  subscribe: 'Subscribe',
  choosePlan: 'Choose a plan to start listing your services.',
  unlimitedServices: 'Unlimited services',
  upToServices: (n: number) => `Up to ${n} service${n === 1 ? '' : 's'}`,
  commission: (rate: number) => `${rate}% commission per booking`,
  errorTitle: 'Error Loading Subscription',
  errorBody: 'Could not load your subscription data. Please try again later.',
  noPlansTitle: 'No Plans Available',
  noPlansBody: 'Subscription plans are not currently set up.',
  activated: 'Subscription activated successfully!',
  cancelled: 'Subscription process was cancelled.',
  // Client fallbacks (spec 2 section 8).
  fetchPlansFailed: 'Failed to fetch subscription plans',
  startFailed: 'Failed to start subscription',
  noRedirect: 'Could not get redirect URL or Session ID from server.',
  portalFailed: 'Failed to open billing portal',
  noPortalUrl: 'Could not get Billing Portal URL from server.',
  pastDueNote: 'Your last payment did not go through. Update your payment details to keep your services listed.',
  // Server messages.
  planNotFound: 'That plan does not exist or is no longer offered.',
  alreadySubscribed: 'You already have a subscription. Use Manage Billing to change your plan.',
  noBillingAccount: 'There is no billing account yet. Subscribe to a plan first.',
} as const;

/** Query flags the checkout returns to /partner-dashboard with. */
export const SUBSCRIPTION_RETURN_FLAGS = { success: 'subscription_success', cancel: 'subscription_cancel' } as const;

/** The partner dashboard, under the name the server's e-mails and return URLs import (paths.partnerDashboard). */
export const PARTNER_DASHBOARD_PATH = paths.partnerDashboard;
/** Where a checkout returns to: '/partner-dashboard?subscription_success=true' (or subscription_cancel). */
export const subscriptionReturnPath = (outcome: keyof typeof SUBSCRIPTION_RETURN_FLAGS): string =>
  `${PARTNER_DASHBOARD_PATH}?${SUBSCRIPTION_RETURN_FLAGS[outcome]}=true`;
