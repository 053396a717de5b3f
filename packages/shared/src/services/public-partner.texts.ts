// Apart from the catalogue's texts: the catalogue's file (the cards) would otherwise carry the partner page's
// words to every page with cards (issue 20's budget).

/** The public partner page (spec 2 sections 2 and 8). */
export const publicPartnerTexts = {
  notFoundTitle: 'Partner Not Found',
  notFoundBody: 'The partner profile you are looking for could not be found.',
  notFoundMessage: 'Partner not found.',
  errorTitle: 'Error Loading Partner Profile',
  couldNotLoad: 'Could not load partner data.',
  fetchFailed: (status: number) => `Failed to fetch partner profile (status: ${status})`,
  noIdentifier: 'No partner identifier provided.',
  backHome: 'Go to homepage',
  servicesOffered: 'Services Offered',
  noServicesTitle: 'No Services Available',
  noServicesBody: 'This partner currently has no active services listed.',
} as const;
