import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  partnerBookingsResponseSchema,
  partnerEarningsResponseSchema,
  servicePopularityResponseSchema,
} from '@mt/shared';
import { currentUser } from '../../plugins/auth';
import { getPartnerBookings, getPartnerEarnings, getServicePopularity } from './partner-insights.service';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const security = [{ bearerAuth: [] }];

/** Earnings, bookings and popularity of the signed-in partner, from the trips that include their services. */
export const partnerInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('partner'));

  app.get(
    '/partners/me/earnings',
    {
      schema: {
        tags: ['partners'],
        summary: 'Earnings in NOK after commission: estimate (paid, not cancelled trips), completed trips, monthly trend',
        security,
        response: { 200: partnerEarningsResponseSchema, ...errors },
      },
    },
    async (request) => getPartnerEarnings(app.db, currentUser(request).id),
  );

  app.get(
    '/partners/me/bookings',
    {
      schema: {
        tags: ['partners'],
        summary: 'Trips that include the partner’s services (one row per trip and service), newest first',
        security,
        response: { 200: partnerBookingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ bookings: await getPartnerBookings(app.db, currentUser(request).id) }),
  );

  app.get(
    '/partners/me/service-popularity',
    {
      schema: {
        tags: ['partners'],
        summary: 'Bookings (paid, not cancelled trips) per service, most booked first',
        security,
        response: { 200: servicePopularityResponseSchema, ...errors },
      },
    },
    async (request) => getServicePopularity(app.db, currentUser(request).id),
  );
};
