/**
 * Query keys of the overview's own calls. Every admin key starts with 'admin' (the tabs' keys in their
 * features too), so the overview's retry and a trip change refresh the whole dashboard at once.
 */
export const adminKeys = {
  platformStats: ['admin', 'platform-stats'] as const,
  earningsSummary: ['admin', 'earnings-summary'] as const,
  registrationTrends: ['admin', 'trends', 'registrations'] as const,
  revenueTrends: ['admin', 'trends', 'revenue'] as const,
};
