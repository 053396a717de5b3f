/** Trip types a story can have (spec 2 sections 5 and 9); stored as written here. */
export const STORY_TRIP_TYPES = ['Adventure', 'Relaxation', 'Cultural', 'Family', 'Romantic'] as const;
export type StoryTripType = (typeof STORY_TRIP_TYPES)[number];

export const STORIES_PAGE_SIZE = 9;
