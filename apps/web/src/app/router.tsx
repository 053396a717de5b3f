import { createBrowserRouter, Navigate, Outlet, type LoaderFunction, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { paths } from '@mt/shared';
import { RouteGuard } from './route-guard';
import type { RouteAccess } from './route-access';
import RootLayout from './layouts/root-layout';
import EmptyLayout from './layouts/empty-layout';
import RouteErrorPage from './routes/route-error';
import { PageLoadingFallback } from './page-loading-fallback';
import { prefetchSiteSettings, routeLoaders } from './route-loaders';

type PageModule = Promise<{ default: ComponentType }>;
/** Pages load on demand: the first paint only carries the layout and the page asked for. */
const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });
const guard = (access: RouteAccess) => ({ access });
/**
 * A route whose loader only starts its page's queries (route-loaders.ts). It runs when the route is
 * entered, never again for a change of the same page's address: the page's own queries follow that, and
 * a loader to run would make such navigations asynchronous (filters that commit with flushSync).
 */
const prefetching = (loader: LoaderFunction) => ({ loader, shouldRevalidate: () => false });

const publicPages: RouteObject[] = [
  { index: true, ...prefetching(routeLoaders.home), lazy: page(() => import('./routes/home')) },
  { path: paths.featuredServices, ...prefetching(routeLoaders.featuredServices), lazy: page(() => import('./routes/featured-services')) },
  { path: paths.serviceDiscovery, ...prefetching(routeLoaders.serviceDiscovery), lazy: page(() => import('./routes/service-discovery')) },
  { path: paths.partnerPage.pattern, ...prefetching(routeLoaders.partnerPage), lazy: page(() => import('./routes/partner-page')) },
  { path: paths.about, lazy: page(() => import('@/features/static-pages/pages/about-page')) },
  { path: paths.pricing, lazy: page(() => import('@/features/static-pages/pages/pricing-page')) },
  { path: paths.terms, lazy: page(() => import('@/features/static-pages/pages/terms-page')) },
  { path: paths.partnerTerms, lazy: page(() => import('@/features/static-pages/pages/partner-terms-page')) },
  { path: paths.privacyPolicy, lazy: page(() => import('@/features/static-pages/pages/privacy-policy-page')) },
  { path: paths.blog, ...prefetching(routeLoaders.blog), lazy: page(() => import('@/features/blog/pages/blog-list-page')) },
  { path: paths.blogPost.pattern, ...prefetching(routeLoaders.blogPost), lazy: page(() => import('@/features/blog/pages/blog-post-page')) },
  { path: paths.planTrip, lazy: page(() => import('@/features/trip-plan/pages/plan-trip-page')) },
  { path: paths.stories, ...prefetching(routeLoaders.stories), lazy: page(() => import('@/features/stories/pages/stories-page')) },
  { path: paths.story.pattern, ...prefetching(routeLoaders.story), lazy: page(() => import('@/features/stories/pages/story-detail-page')) },
  { path: paths.paymentConfirmation, lazy: page(() => import('@/features/payments/pages/payment-confirmation-page')) },
  { path: paths.contact, lazy: page(() => import('@/features/contact/pages/contact-page')) },
  // Issue 21: the verification e-mail's link; open to anyone holding it, signed in or not.
  { path: paths.verifyEmail, lazy: page(() => import('@/features/auth/pages/verify-email-page')) },
  {
    path: paths.partnerRegistrationSuccess,
    lazy: page(() => import('@/features/auth/pages/partner-registration-success-page')),
  },
];

const guestPages: RouteObject[] = [
  {
    path: paths.login,
    handle: guard({ access: 'guest', maintenanceExempt: true }),
    lazy: page(() => import('@/features/auth/pages/login-page')),
  },
  { path: paths.register, handle: guard({ access: 'guest' }), lazy: page(() => import('@/features/auth/pages/register-page')) },
  {
    path: paths.partnerRegister,
    handle: guard({ access: 'guest' }),
    lazy: page(() => import('@/features/auth/pages/partner-register-page')),
  },
  // Exempt from maintenance like /login, so an admin who forgot the password can get back in.
  {
    path: paths.forgotPassword,
    handle: guard({ access: 'guest', maintenanceExempt: true }),
    lazy: page(() => import('@/features/auth/pages/forgot-password-page')),
  },
];

/** Opened from an e-mail, signed in or not: the reset ends every session anyway. */
const resetPage: RouteObject = {
  path: paths.resetPassword,
  handle: guard({ access: 'public', maintenanceExempt: true }),
  lazy: page(() => import('@/features/auth/pages/reset-password-page')),
};

const dashboards: RouteObject[] = [
  {
    path: paths.discover,
    handle: guard({ access: 'auth', roles: ['traveller'] }),
    lazy: page(() => import('@/features/preferences/pages/discover-page')),
  },
  {
    path: paths.travellerDashboard,
    handle: guard({ access: 'auth', roles: ['traveller'] }),
    lazy: page(() => import('./routes/traveller-dashboard')),
  },
  {
    path: paths.partnerDashboard,
    handle: guard({ access: 'auth', roles: ['partner'] }),
    lazy: page(() => import('./routes/partner-dashboard')),
  },
  {
    path: paths.adminDashboard,
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('./routes/admin-dashboard')),
  },
  {
    path: paths.adminCreateTrip.pattern,
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('./routes/admin-create-trip')),
  },
  {
    path: paths.adminTrips,
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('@/features/trips/pages/admin-trips-page')),
  },
  {
    path: paths.adminTrip.pattern,
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('@/features/trips/pages/admin-trip-page')),
  },
  {
    path: paths.adminReviseTrip.pattern,
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('./routes/admin-revise-trip')),
  },
  {
    path: paths.adminContactMessages,
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('@/features/contact/pages/contact-messages-page')),
  },
  {
    path: paths.sandboxCheckout.pattern,
    handle: guard({ access: 'auth', roles: ['partner'] }),
    lazy: page(() => import('@/features/subscriptions/pages/sandbox-checkout-page')),
  },
  {
    path: paths.sandboxBilling,
    handle: guard({ access: 'auth', roles: ['partner'] }),
    lazy: page(() => import('./routes/sandbox-billing')),
  },
];

export const routes: RouteObject[] = [
  {
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    errorElement: <RouteErrorPage />,
    // The first load shows the page whole, header and all, once its code is in: painting the header first
    // and the page after made the page shift under it and held the phone busy after the first paint (issue 20).
    HydrateFallback: PageLoadingFallback,
    children: [
      {
        element: <RootLayout />,
        children: [
          ...publicPages,
          ...guestPages,
          resetPage,
          ...dashboards,
          { path: paths.exploreAll, element: <Navigate to={paths.serviceDiscovery} replace /> },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
      // The printable itinerary: a page of its own, without the site's header and footer (issue 19 section 3).
      {
        path: paths.travellerItinerary.pattern,
        handle: guard({ access: 'auth', roles: ['traveller'] }),
        lazy: page(() => import('@/features/trips/pages/itinerary-print-page')),
      },
      {
        element: <EmptyLayout />,
        children: [
          {
            path: paths.underDevelopment,
            handle: guard({ access: 'public', maintenanceExempt: true }),
            lazy: page(() => import('@/features/static-pages/pages/under-development-page')),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  prefetchSiteSettings();
  return createBrowserRouter(routes);
}
