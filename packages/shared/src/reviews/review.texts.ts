/** Review texts (spec 1 sections 2, 4, 5 and 8; spec 3 reviews tab). */
export const reviewTexts = {
  modalTitle: 'Review Your Trip',
  overallLabel: 'Overall rating',
  commentsLabel: 'Comments',
  servicesHeading: 'Rate each service',
  submit: 'Submit Review',
  submitting: 'Submitting...',
  externalSite: 'Share on Tripadvisor',
  overallRequired: 'Please provide an overall rating for your trip',
  nonJson: 'Received non-JSON response from server. The API endpoint may not exist or be properly configured.',
  submitFailed: 'Failed to submit review',
  genericError: 'An error occurred while submitting your review',
  success: 'Your review has been submitted successfully. Thank you for your feedback!',
  alreadyReviewed: 'You have already reviewed this trip.',
  askMarkComplete: 'Would you like to mark this trip as completed now?',
  markCompleteYes: 'Yes, mark as completed',
  markCompleteNo: 'Not now',
  // Server messages.
  notReviewable: 'This trip can be reviewed once it has been paid and revealed, from its end date on or once it is completed.',
  serviceNotOnTrip: (id: number) => `Service #${id} is not part of this trip.`,
  serviceDuplicate: 'Each service can be rated once.',
  ratingRange: 'Ratings go from 1 to 5 stars.',
  commentsTooLong: 'Comments must be at most 2,000 characters.',
  fetchFailed: 'Failed to fetch trip reviews',
} as const;

/** The external travel-review site the review form links to (spec 1 section 2). */
export const EXTERNAL_REVIEW_SITE_URL = 'https://www.tripadvisor.com/';
export const REVIEW_COMMENTS_MAX = 2000;
/** Spec 1 section 4: the modal closes 1 s (or 2 s) after success. */
export const REVIEW_CLOSE_DELAY_MS = 2000;
