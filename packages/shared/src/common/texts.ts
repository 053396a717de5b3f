/** Generic client fallbacks shared by several areas (spec 1 section 8, spec 3 section 8). */
export const commonTexts = {
  httpError: (status: number) => `HTTP error! status: ${status}`,
  authTokenNotFound: 'Authentication token not found.',
  authenticationRequired: 'Authentication required.',
  permissionDenied: 'Permission denied.',
  unexpected: 'An unexpected error occurred.',
  requestTimeout: 'The request took too long. Please try again.',
  networkError: 'Could not reach the server. Please check your connection and try again.',
} as const;
