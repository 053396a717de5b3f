/**
 * What the search's fetcher says when the answer is not a result list. Apart from searchTexts because the fetcher
 * runs in every page's first file (the route loaders) and the whole text table need not (issue 20).
 */
export const SEARCH_NON_JSON_TEXT = 'Server returned non-JSON response. Please try again.';
