/** Query keys of the dashboard's admin calls. */
export const adminKeys = {
  platformStats: ['admin', 'platform-stats'] as const,
  earningsSummary: ['admin', 'earnings-summary'] as const,
  partners: ['admin', 'partners'] as const,
  services: ['admin', 'services'] as const,
  preferences: ['admin', 'preferences'] as const,
  registrationTrends: ['admin', 'trends', 'registrations'] as const,
  revenueTrends: ['admin', 'trends', 'revenue'] as const,
  tripReviews: ['admin', 'trip-reviews'] as const,
};
