// What the stories' route loader needs (every page's first file) lives apart from the rest (issue 20).
export * from './story-list.constants';

/** Minimum-rating filter options (spec 2 section 9), shown as '3+', '4+', '5 Stars'. */
export const STORY_MIN_RATING_OPTIONS = [3, 4, 5] as const;
export const storyMinRatingLabel = (n: number) => (n >= 5 ? '5 Stars' : `${n}+`);

/** Rating labels of the submit form, index = rating (0 = none). */
export const STORY_RATING_LABELS = ['No rating', 'Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/** Largest page a client may ask for: keeps one request cheap. */
export const STORIES_MAX_LIMIT = 50;
export const STORY_CARD_EXCERPT = 200;
export const STORY_FEATURED_EXCERPT = 300;
export const STORY_CARD_THUMBNAILS = 3;

export const SLIDESHOW_AUTOPLAY_MS = 5_000;
export const SLIDESHOW_TRANSITION_MS = 300;

/** Field limits, enforced by the form and again by the server (documented maxima). */
export const STORY_LIMITS = {
  title: 150,
  destination: 120,
  content: 5_000,
  highlights: 10,
  highlight: 100,
  travelerName: 100,
  gallery: 20,
  comment: 2_000,
  /** Files per upload-media call. */
  uploadFiles: 10,
} as const;

/** Where uploaded story images live; a gallery may only point here. */
export const STORY_MEDIA_FOLDER = 'stories';
/** A path the upload call returned: our folder, a server-generated UUID, its size since decision 0023, WebP. */
export const STORY_MEDIA_PATH = /^\/uploads\/stories\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-[1-9]\d{0,4}x[1-9]\d{0,4})?\.webp$/;
