// The featured services page's words, apart from serviceTexts: the cards' file carries serviceTexts to every page
// with cards, and these are for one page (issue 20's budget).

/** /featured-services (spec 2 section 2). */
export const featuredServicesTexts = {
  featuredHero: 'Explore Our Partner Services',
  featuredHeroIntro: 'Hand-picked lodges, tours and experiences from the partners who build our mystery trips.',
  featuredCta: 'Ready for Your Mystery Trip?',
  featuredEmpty: 'No featured services available at the moment. Check back soon!',
  featuredLoadedTitle: 'Featured Services Loaded',
  featuredLoaded: (n: number) => `Found ${n} featured service${n === 1 ? '' : 's'}`,
} as const;
