import { partnerDashboardTexts } from '@mt/shared';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * Spec 2 section 8: a failed GET /partners/me shows the server's message, or 'Failed to fetch
 * partner data' for a bare HTTP failure; anything that is not a call failure gets 'Could not load
 * partner information.'
 */
export const partnerLoadErrorMessage = (err: unknown): string =>
  err instanceof ApiError
    ? errorMessage(err, partnerDashboardTexts.fetchPartnerFailed)
    : partnerDashboardTexts.loadPartnerFailed;
