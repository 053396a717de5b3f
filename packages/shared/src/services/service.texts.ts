import { serviceCardTexts } from './service-card.texts';

/** Public catalogue texts (spec 2 sections 2 and 8, spec 1 section 4). */
export const serviceTexts = {
  ...serviceCardTexts,
  visitWebsite: 'Visit Website',
  featuredHero: 'Explore Our Partner Services',
  featuredHeroIntro: 'Hand-picked lodges, tours and experiences from the partners who build our mystery trips.',
  featuredCta: 'Ready for Your Mystery Trip?',
  featuredEmpty: 'No featured services available at the moment. Check back soon!',
  loadErrorTitle: 'Error Loading Services',
  tryAgain: 'Try again',
  loadFailed: 'Failed to load services',
  featuredLoadedTitle: 'Featured Services Loaded',
  featuredLoaded: (n: number) => `Found ${n} featured service${n === 1 ? '' : 's'}`,
  snippetTitle: 'Featured Services',
  snippetIntro: 'A taste of what our partners offer. Your trip stays a surprise.',
  snippetSeeAll: 'See all featured services',
} as const;

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
