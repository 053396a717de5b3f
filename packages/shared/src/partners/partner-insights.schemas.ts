import { z } from 'zod';

/** Earnings are shown in NOK (spec 2 section 9), net of the plan's commission (DESIGN.md section 4). */
export const EARNINGS_CURRENCY = 'NOK';
/** Months in the earnings trend, ending with the current month. */
export const EARNINGS_TREND_MONTHS = 12;
/** Spec 2 section 9: dashboard tables. */
export const PARTNER_SERVICES_PAGE_SIZE = 5;
export const PARTNER_BOOKINGS_PAGE_SIZE = 10;
/** Spec 2 section 9: search boxes of the dashboard tables wait 300 ms. */
export const DASHBOARD_SEARCH_DEBOUNCE_MS = 300;
/** 'Recent Bookings': the newest rows a partner gets; older ones stay in the database. */
export const PARTNER_BOOKINGS_MAX = 500;
/** Bars in the popularity chart. */
export const SERVICE_POPULARITY_MAX = 10;

/** GET /api/partners/me/earnings. `month` is 'YYYY-MM' (UTC) of completion; amounts are NOK decimals. */
export const partnerEarningsResponseSchema = z.object({
  status: z.literal('success'),
  summary: z.object({
    estimatedTotalEarnings: z.number(),
    includedInCompletedTrips: z.number(),
  }),
  trends: z.array(z.object({ month: z.string(), totalEarnings: z.number() })),
});
export type PartnerEarningsResponse = z.infer<typeof partnerEarningsResponseSchema>;

/**
 * Booking row (spec 2 section 3): one per trip and service of this partner. service_base_price is the unit
 * price agreed on the trip, in `currency`.
 */
export const partnerBookingDtoSchema = z.object({
  trip_id: z.number().int(),
  service_id: z.number().int(),
  traveller_name: z.string(),
  trip_created_at: z.string(),
  trip_status: z.string(),
  service_name: z.string(),
  service_type: z.string(),
  service_base_price: z.number(),
  currency: z.string(),
});
export type PartnerBookingDto = z.infer<typeof partnerBookingDtoSchema>;
export const partnerBookingsResponseSchema = z.object({ bookings: z.array(partnerBookingDtoSchema) });
export type PartnerBookingsResponse = z.infer<typeof partnerBookingsResponseSchema>;

/** GET /api/partners/me/service-popularity: paid, not cancelled trips per service, most booked first. */
export const servicePopularityResponseSchema = z.object({
  status: z.literal('success'),
  popularity: z.array(z.object({ serviceName: z.string(), bookingCount: z.number().int() })),
});
export type ServicePopularityResponse = z.infer<typeof servicePopularityResponseSchema>;
