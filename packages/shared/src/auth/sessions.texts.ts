/** Signing out (issue 21): sessions end on the server, not only in the browser. */
export const sessionTexts = {
  loggedOut: 'You have been signed out.',
  loggedOutEverywhere: 'You have been signed out on every device.',
  logoutEverywhere: 'Log out everywhere',
  logoutEverywhereHint: 'Signs you out on every device, this one included.',
  loggingOut: 'Signing out...',
  logoutEverywhereFailed: 'Could not sign out everywhere. Please try again.',
} as const;
