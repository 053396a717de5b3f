import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

/** The money terms the pricing and terms pages quote (docs/decisions/0013). */
export const getBookingTerms = () => callApi(settingsEndpoints.getBookingTerms);

export const bookingTermsQueryOptions = () => queryOptions({ queryKey: ['settings', 'booking-terms'], queryFn: getBookingTerms, staleTime: 60_000 });

export const useBookingTerms = () => useQuery(bookingTermsQueryOptions());
