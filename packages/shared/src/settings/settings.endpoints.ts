import { endpointsOf } from '../common/endpoint';
import { adminSettingsSchema, publicSettingsSchema, updateAdminSettingsSchema } from './settings.schemas';
import { bookingTermsSchema } from './booking-terms';

const endpoint = endpointsOf('settings');
/** The dashboard's settings are documented with the other admin routes. */
const adminEndpoint = endpointsOf('admin');

/** Public: what the browser's route guard needs before it can route. */
export const getPublic = endpoint({
  method: 'GET',
  path: '/settings/public',
  summary: 'Site settings the browser needs (maintenance mode, chat widget, payment mode)',
  responses: { 200: publicSettingsSchema },
  errors: [],
});

/** Admins only. */
export const get = adminEndpoint({
  method: 'GET',
  path: '/admin/settings',
  summary: 'Site settings',
  auth: true,
  responses: { 200: adminSettingsSchema },
  errors: [401, 403],
});

export const update = adminEndpoint({
  method: 'PUT',
  path: '/admin/settings',
  summary: 'Change site settings (maintenance mode, reveal lead time, money terms)',
  auth: true,
  body: updateAdminSettingsSchema,
  responses: { 200: adminSettingsSchema },
  errors: [400, 401, 403],
});

/** Public: the money terms the pricing page, the terms and the checkout state (docs/decisions/0013). */
export const getBookingTerms = endpoint({
  method: 'GET',
  path: '/settings/booking-terms',
  summary: 'Deposit, balance due date, cancellation tiers and postponement fee',
  responses: { 200: bookingTermsSchema },
  errors: [],
});
