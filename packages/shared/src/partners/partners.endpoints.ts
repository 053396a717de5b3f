import { endpointsOf } from '../common/endpoint';
import { publicPartnerParamsSchema, publicPartnerResponseSchema } from '../services/public-partner.schemas';
import { partnerBookingsResponseSchema, partnerEarningsResponseSchema, servicePopularityResponseSchema } from './partner-insights.schemas';
import { partnerResponseSchema, partnerUpdateResponseSchema, updatePartnerSchema } from './partner.schemas';

const endpoint = endpointsOf('partners');

/** The signed-in partner's own profile; partners only (the server's rule). */
export const getOwn = endpoint({
  method: 'GET',
  path: '/partners/me',
  summary: 'The signed-in partner’s own profile',
  auth: true,
  responses: { 200: partnerResponseSchema },
  errors: [401, 403, 404],
});

export const updateOwn = endpoint({
  method: 'PUT',
  path: '/partners/me',
  summary: 'Update the signed-in partner’s company and contact details',
  auth: true,
  body: updatePartnerSchema,
  responses: { 200: partnerUpdateResponseSchema },
  errors: [400, 401, 403, 404],
});

/** Public: a partner's page by slug (no token). */
export const getPublic = endpoint({
  method: 'GET',
  path: '/public/partners/:slug',
  summary: 'A partner’s public profile and active services, prices in USD',
  params: publicPartnerParamsSchema,
  responses: { 200: publicPartnerResponseSchema },
  errors: [404],
});

/** Earnings, bookings and popularity of the signed-in partner, from the trips that include their services. */
export const getEarnings = endpoint({
  method: 'GET',
  path: '/partners/me/earnings',
  summary: 'Earnings in NOK after commission: estimate (paid, not cancelled trips), completed trips, monthly trend',
  auth: true,
  responses: { 200: partnerEarningsResponseSchema },
  errors: [401, 403],
});

export const listBookings = endpoint({
  method: 'GET',
  path: '/partners/me/bookings',
  summary: 'Trips that include the partner’s services (one row per trip and service), newest first',
  auth: true,
  responses: { 200: partnerBookingsResponseSchema },
  errors: [401, 403],
});

export const getServicePopularity = endpoint({
  method: 'GET',
  path: '/partners/me/service-popularity',
  summary: 'Bookings (paid, not cancelled trips) per service, most booked first',
  auth: true,
  responses: { 200: servicePopularityResponseSchema },
  errors: [401, 403],
});
