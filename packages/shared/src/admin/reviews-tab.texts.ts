/** The dashboard's reviews tab (spec 3 sections 2 and 9). */
export const REVIEW_PREVIEW_CHARS = 100;

export const adminReviewTexts = {
  title: 'Trip Reviews',
  searchLabel: 'Search reviews',
  searchPlaceholder: 'Search by trip, traveler, comment or service...',
  ratingFilterLabel: 'Rating',
  allRatings: 'All ratings',
  ratingOption: (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`,
  columns: { trip: 'Trip ID', traveler: 'Traveler', rating: 'Rating', comments: 'Comments', date: 'Date', actions: 'Actions' },
  noComments: 'No comments',
  viewDetails: 'View Details',
  detailsTitle: 'Review Details',
  tripId: 'Trip ID',
  tripName: 'Trip',
  traveler: 'Traveler',
  overallRating: 'Overall rating',
  outOfFive: (rating: number) => `${rating} out of 5`,
  created: 'Created',
  overallComments: 'Overall comments',
  noCommentsProvided: 'No comments provided.',
  serviceReviews: 'Service reviews',
  noServiceComments: 'No comments provided for this service.',
  noServiceReviews: 'No individual service reviews provided.',
  noReviewsTitle: 'No Reviews Yet',
  noReviewsBody: 'No travelers have submitted reviews yet.',
  noReviewsFoundTitle: 'No Reviews Found',
  noReviewsFoundBody: 'Try adjusting your search or filter.',
  // Moderation (issue 22): hide a review with a reason, show it again.
  hiddenBadge: 'Hidden',
  hiddenReason: 'Reason',
  hiddenNotice: (date: string) => `Hidden on ${date}: it counts in no rating and its author was told why.`,
  hide: 'Hide review',
  hideTitle: 'Hide this review',
  hideConfirm: 'Hide',
  reasonLabel: 'Reason (sent to the author)',
  reasonHint: (max: number) => `Up to ${max} characters. The author gets it by e-mail.`,
  show: 'Show again',
  working: 'Saving...',
  cancel: 'Cancel',
  hiddenDone: (tripId: number) => `The review of trip #${tripId} is hidden; its author was e-mailed the reason.`,
  shownDone: (tripId: number) => `The review of trip #${tripId} is shown again.`,
  visibilityFailed: 'Failed to change the review.',
  // Server messages.
  reasonRequired: 'Please give the reason for hiding this review.',
  reasonTooLong: (max: number) => `The reason must be at most ${max} characters.`,
  hiddenInvalid: 'hidden must be true or false.',
  reviewNotFound: 'Review not found.',
} as const;

/** The table's comment preview: the first 100 characters, or 'No comments' (spec 3). */
export function reviewPreview(comments: string | null | undefined): string {
  const text = comments?.trim() ?? '';
  if (!text) return adminReviewTexts.noComments;
  return text.length > REVIEW_PREVIEW_CHARS ? `${text.slice(0, REVIEW_PREVIEW_CHARS).trimEnd()}…` : text;
}
