/** E-mail verification (issue 21): the banner, the /verify-email page and the server's answers. */
export const emailVerificationTexts = {
  bannerTitle: 'Please confirm your e-mail address',
  /** What the address is needed for: paying (travellers) or publishing the first service (partners). */
  bannerBody: (email: string, role: 'traveller' | 'partner' | 'admin') =>
    `We sent a confirmation link to ${email}. Open it to confirm your address: you need a confirmed address ${
      role === 'partner' ? 'to publish your first service' : 'to pay for a trip'
    }.`,
  resend: 'Resend link',
  resending: 'Sending...',
  resent: 'We sent you a new confirmation link. Please check your inbox.',
  resendFailed: 'We could not send a new link. Please try again later.',
  resendTooSoon: 'You asked for several links in a short time. Please wait a few minutes before asking again.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  pageTitle: 'Confirm your e-mail address',
  verifying: 'Confirming your e-mail address...',
  verified: 'Thank you, your e-mail address is confirmed.',
  linkInvalid: 'This confirmation link is invalid, has expired or has already been used.',
  linkMissing: 'This page needs the confirmation link from your e-mail.',
  failedHelpSignedIn: 'You can ask for a new link below.',
  failedHelpSignedOut: 'Sign in to ask for a new link from your dashboard.',
  toDashboard: 'Go to your dashboard',
  toLogin: 'Sign in',
  verifyBeforePaying: 'Please confirm your e-mail address before paying: use the link we sent you, or ask for a new one on your dashboard.',
  verifyBeforeListing:
    'Please confirm your e-mail address before publishing your first service: use the link we sent you, or ask for a new one on your dashboard.',
  verifiedBadge: 'Verified',
  unverifiedBadge: 'Not verified',
  /** The admin building a proposal for a traveller who has not confirmed yet. */
  travellerUnverifiedHint: 'Has not confirmed the e-mail address yet: cannot pay until they do.',
  mailSubject: 'Please confirm your e-mail address',
} as const;
