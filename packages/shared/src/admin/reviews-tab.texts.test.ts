import { describe, expect, it } from 'vitest';
import { adminReviewTexts, REVIEW_PREVIEW_CHARS, reviewPreview } from './reviews-tab.texts';

describe('reviewPreview', () => {
  it('keeps up to 100 characters and marks a cut with an ellipsis', () => {
    const exact = 'a'.repeat(REVIEW_PREVIEW_CHARS);
    expect(reviewPreview(exact)).toBe(exact);
    expect(reviewPreview(`${exact}b`)).toBe(`${exact}…`);
  });

  it('reads No comments for a missing or blank comment', () => {
    expect(reviewPreview(null)).toBe(adminReviewTexts.noComments);
    expect(reviewPreview('   ')).toBe(adminReviewTexts.noComments);
  });
});
