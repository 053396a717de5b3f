/** Partner dashboard header and "Partner Account" texts (spec 2 sections 2 and 8). */
export const partnerDashboardTexts = {
  title: 'Partner Dashboard',
  fetchPartnerFailed: 'Failed to fetch partner data',
  loadPartnerFailed: 'Could not load partner information.',
  updateProfileFailed: 'Failed to update profile.',
  viewPublicProfile: 'View your public profile',
  publicProfilePending: 'Your public profile will be available once setup is complete.',
} as const;
