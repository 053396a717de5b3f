/** The parameters a route pattern names: '/admin/trip/:id' → 'id'. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A page with parameters: `pattern` for the router, `to` for a link ('/partners/:slug' → to({ slug })). */
const withParams = <P extends string>(pattern: P) => ({
  pattern,
  to: (params: Record<ParamsOf<P>, string | number>): string =>
    pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name as ParamsOf<P>]))),
});

/**
 * Every page of the site, written once: the web app's router declares them and its links, menus and
 * redirects go to them; the server puts some in e-mails and in the payment provider's return URLs.
 */
export const paths = {
  home: '/',
  featuredServices: '/featured-services',
  serviceDiscovery: '/service-discovery',
  /** An old address of the catalogue, redirected to serviceDiscovery. */
  exploreAll: '/explore-all',
  partnerPage: withParams('/partners/:slug'),
  about: '/about',
  pricing: '/pricing',
  terms: '/terms',
  partnerTerms: '/partner-terms',
  privacyPolicy: '/privacy-policy',
  blog: '/blog',
  blogPost: withParams('/blog/:slug'),
  planTrip: '/plan-trip',
  stories: '/stories',
  story: withParams('/stories/:id'),
  paymentConfirmation: '/payment-confirmation',
  /** The link of the verification e-mail: `/verify-email?token=...` (issue 21). */
  verifyEmail: '/verify-email',
  contact: '/contact',
  partnerRegistrationSuccess: '/partner-registration-success',
  login: '/login',
  register: '/register',
  partnerRegister: '/partner-register',
  forgotPassword: '/forgot-password',
  /** Opened from the reset e-mail with `?token=…`. */
  resetPassword: '/reset-password',
  discover: '/discover',
  travellerDashboard: '/dashboard/traveller',
  travellerItinerary: withParams('/dashboard/traveller/trips/:id/itinerary'),
  partnerDashboard: '/partner-dashboard',
  adminDashboard: '/admin/dashboard',
  adminCreateTrip: withParams('/admin/create-trip/:preferenceId'),
  adminTrips: '/admin/trips',
  adminTrip: withParams('/admin/trip/:id'),
  adminReviseTrip: withParams('/admin/trip/:id/revise'),
  adminContactMessages: '/admin/contact-messages',
  sandboxCheckout: withParams('/sandbox/checkout/:sessionId'),
  sandboxBilling: '/sandbox/billing',
  underDevelopment: '/under-development',
} as const;

/** Where each role lands after sign-in (spec 1 section 4). */
export const DASHBOARD_PATH_BY_ROLE = {
  traveller: paths.travellerDashboard,
  partner: paths.partnerDashboard,
  admin: paths.adminDashboard,
} as const;

/** The sign-in page, coming back to `returnTo` (a path of this site) once signed in. */
export const loginPath = (returnTo: string): string => `${paths.login}?redirect=${encodeURIComponent(returnTo)}`;

/** The flag the traveller dashboard reads once to thank for a new preference (spec 1), then removes. */
export const PREFERENCE_SUBMITTED_FLAG = 'preference_submitted';
/** Where a traveller goes after sending a preference (the discover form or the trip plan). */
export const PREFERENCE_SUBMITTED_PATH = `${paths.travellerDashboard}?${PREFERENCE_SUBMITTED_FLAG}=true`;
