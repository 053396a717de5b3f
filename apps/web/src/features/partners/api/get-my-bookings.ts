import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnersEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** GET /partners/me/bookings: trips that include the partner's services. */
export const getMyBookings = () => callApi(partnersEndpoints.listBookings, { auth: true });

export const myBookingsQueryOptions = () =>
  queryOptions({ queryKey: ['partners', 'me', 'bookings'] as const, queryFn: getMyBookings, select: (data) => data.bookings });

export const useMyBookings = () => useQuery(myBookingsQueryOptions());
