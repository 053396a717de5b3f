// The home page's featured services, apart from serviceTexts for the same reason as featured-services.texts.ts.

/** The featured snippet of the home page (spec 1 section 9). */
export const featuredSnippetTexts = {
  snippetTitle: 'Featured Services',
  snippetIntro: 'A taste of what our partners offer. Your trip stays a surprise.',
  snippetSeeAll: 'See all featured services',
} as const;
