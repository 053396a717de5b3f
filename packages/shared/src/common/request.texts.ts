/**
 * What the server answers to a request it cannot take (issue 21). Apart from commonTexts: the web app
 * shows the server's message as it comes and never needs these, so they stay out of every first load.
 */
export const requestTexts = {
  /** Issue 21: a NUL character is refused wherever text comes in (PostgreSQL cannot store it in text). */
  nulCharacter: 'Text cannot contain the NUL character (\\u0000).',
  /** Issue 21: one upload request may decode only so many pixels, all its images together (413). */
  uploadTooManyPixels: (megapixels: number, cap: number) =>
    `These images have ${megapixels} megapixels together; one upload may have at most ${cap}. Please send fewer or smaller images.`,
  /** Issue 21: the database (or another service the request needs) is unreachable for now: 503 with Retry-After. */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a few seconds.',
  /** Issue 21: any other unexpected failure (500). */
  serverError: 'Something went wrong on our side. Please try again later.',
  /** Issue 21: half of a UTF-16 surrogate pair has no UTF-8 form (PostgreSQL's JSON refuses it, text mangles it). */
  unpairedSurrogate: 'Text cannot contain a broken Unicode character (an unpaired surrogate such as \\ud800).',
  /** Issue 21: a JSON body nested deeper than any form needs is refused before it is parsed. */
  jsonTooDeep: 'The request body is nested too deeply.',
} as const;
