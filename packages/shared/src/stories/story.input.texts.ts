import { STORY_LIMITS } from './story.constants';

/** What the server (and the story form, before it sends) says about a story's input: not on the story pages. */
export const storyInputTexts = {
  storyNotFound: 'Story not found.',
  notOwner: 'You can only change or delete your own stories.',
  deleted: 'Story deleted.',
  titleRequired: 'Title is required.',
  destinationRequired: 'Destination is required.',
  tripDateRequired: 'Trip date is required.',
  tripDateInvalid: 'Trip date must be a valid date (YYYY-MM-DD).',
  tripDateFuture: 'Trip date cannot be in the future.',
  tripTypeInvalid: 'Trip type must be one of Adventure, Relaxation, Cultural, Family or Romantic.',
  contentRequired: 'Your story is required.',
  contentTooLong: `Your story must be at most ${STORY_LIMITS.content} characters.`,
  highlightsInvalid: `Highlights must be a JSON list of at most ${STORY_LIMITS.highlights} non-empty texts of up to ${STORY_LIMITS.highlight} characters.`,
  galleryInvalid: `The photo gallery must be a JSON list of at most ${STORY_LIMITS.gallery} photos uploaded through this site.`,
  ratingInvalid: 'Rating must be a whole number from 1 to 5.',
  avatarInvalid: 'The avatar must be an image stored on this site.',
  commentRequired: 'Comment cannot be empty.',
  commentTooLong: `Comments must be at most ${STORY_LIMITS.comment} characters.`,
  likeActionInvalid: "Action must be 'like' or 'unlike'.",
  noFiles: 'Please choose at least one image to upload.',
  tooManyFiles: `You can upload at most ${STORY_LIMITS.uploadFiles} photos at a time.`,
  fileTooLarge: 'Each image must be 5 MB or smaller.',
  unexpectedFile: 'This request does not accept that file field.',
  notMultipart: 'Send the story as multipart/form-data.',
} as const;
