import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerBookingsResponse } from '@mt/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /partners/me/bookings: trips that include the partner's services. */
export const getMyBookings = () => apiRequest<PartnerBookingsResponse>('/partners/me/bookings', { auth: true });

export const myBookingsQueryOptions = () =>
  queryOptions({ queryKey: ['partners', 'me', 'bookings'] as const, queryFn: getMyBookings, select: (data) => data.bookings });

export const useMyBookings = () => useQuery(myBookingsQueryOptions());
