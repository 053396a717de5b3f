import { serviceCardTexts } from './service-card.texts';

/** Public catalogue texts (spec 2 sections 2 and 8, spec 1 section 4). */
export const serviceTexts = {
  ...serviceCardTexts,
  visitWebsite: 'Visit Website',
  loadErrorTitle: 'Error Loading Services',
  tryAgain: 'Try again',
  loadFailed: 'Failed to load services',
} as const;
