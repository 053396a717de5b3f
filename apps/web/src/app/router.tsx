import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { RouteGuard } from './route-guard';
import type { RouteAccess } from './route-access';
import RootLayout from './layouts/root-layout';
import EmptyLayout from './layouts/empty-layout';
import RouteErrorPage from './routes/route-error';

type PageModule = Promise<{ default: ComponentType }>;
/** Pages load on demand: the first paint only carries the layout and the page asked for. */
const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });
const guard = (access: RouteAccess) => ({ access });

const publicPages: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/home')) },
  { path: 'featured-services', lazy: page(() => import('./routes/featured-services')) },
  { path: 'service-discovery', lazy: page(() => import('./routes/service-discovery')) },
  { path: 'partners/:slug', lazy: page(() => import('./routes/partner-page')) },
  { path: 'about', lazy: page(() => import('@/features/static-pages/pages/about-page')) },
  { path: 'pricing', lazy: page(() => import('@/features/static-pages/pages/pricing-page')) },
  { path: 'terms', lazy: page(() => import('@/features/static-pages/pages/terms-page')) },
  { path: 'partner-terms', lazy: page(() => import('@/features/static-pages/pages/partner-terms-page')) },
  { path: 'privacy-policy', lazy: page(() => import('@/features/static-pages/pages/privacy-policy-page')) },
  { path: 'blog', lazy: page(() => import('@/features/blog/pages/blog-list-page')) },
  { path: 'blog/:slug', lazy: page(() => import('@/features/blog/pages/blog-post-page')) },
  { path: 'plan-trip', lazy: page(() => import('@/features/trip-plan/pages/plan-trip-page')) },
  { path: 'stories', lazy: page(() => import('@/features/stories/pages/stories-page')) },
  { path: 'stories/:id', lazy: page(() => import('@/features/stories/pages/story-detail-page')) },
  { path: 'payment-confirmation', lazy: page(() => import('@/features/payments/pages/payment-confirmation-page')) },
  { path: 'contact', lazy: page(() => import('@/features/contact/pages/contact-page')) },
  {
    path: 'partner-registration-success',
    lazy: page(() => import('@/features/auth/pages/partner-registration-success-page')),
  },
];

const guestPages: RouteObject[] = [
  {
    path: 'login',
    handle: guard({ access: 'guest', maintenanceExempt: true }),
    lazy: page(() => import('@/features/auth/pages/login-page')),
  },
  { path: 'register', handle: guard({ access: 'guest' }), lazy: page(() => import('@/features/auth/pages/register-page')) },
  {
    path: 'partner-register',
    handle: guard({ access: 'guest' }),
    lazy: page(() => import('@/features/auth/pages/partner-register-page')),
  },
];

const dashboards: RouteObject[] = [
  {
    path: 'discover',
    handle: guard({ access: 'auth', roles: ['traveller'] }),
    lazy: page(() => import('@/features/preferences/pages/discover-page')),
  },
  {
    path: 'dashboard/traveller',
    handle: guard({ access: 'auth', roles: ['traveller'] }),
    lazy: page(() => import('./routes/traveller-dashboard')),
  },
  {
    path: 'partner-dashboard',
    handle: guard({ access: 'auth', roles: ['partner'] }),
    lazy: page(() => import('./routes/partner-dashboard')),
  },
  {
    path: 'admin/dashboard',
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('./routes/admin-dashboard')),
  },
  {
    path: 'admin/create-trip/:preferenceId',
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('./routes/admin-create-trip')),
  },
  {
    path: 'admin/trips',
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('@/features/trips/pages/admin-trips-page')),
  },
  {
    path: 'admin/trip/:id',
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('@/features/trips/pages/admin-trip-page')),
  },
  {
    path: 'admin/contact-messages',
    handle: guard({ access: 'auth', roles: ['admin'] }),
    lazy: page(() => import('@/features/contact/pages/contact-messages-page')),
  },
  {
    path: 'sandbox/checkout/:sessionId',
    handle: guard({ access: 'auth', roles: ['partner'] }),
    lazy: page(() => import('@/features/subscriptions/pages/sandbox-checkout-page')),
  },
  {
    path: 'sandbox/billing',
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
    children: [
      {
        element: <RootLayout />,
        children: [
          ...publicPages,
          ...guestPages,
          ...dashboards,
          { path: 'explore-all', element: <Navigate to="/service-discovery" replace /> },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
      {
        element: <EmptyLayout />,
        children: [
          {
            path: 'under-development',
            handle: guard({ access: 'public', maintenanceExempt: true }),
            lazy: page(() => import('@/features/static-pages/pages/under-development-page')),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
