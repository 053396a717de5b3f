/** Password reset by e-mail (issue 21). */
export const passwordResetTexts = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  forgotSubmit: 'Send reset link',
  forgotSending: 'Sending...',
  /** The same answer whether or not an account exists, so addresses cannot be probed. */
  forgotSent: 'If an account exists for that email, we have sent it a link to reset the password. The link works for one hour.',
  forgotFailed: 'Could not send the reset link. Please try again.',
  tooManyRequests: 'Too many password reset requests. Please wait a while and try again.',
  resetTitle: 'Choose a new password',
  resetSubmit: 'Set new password',
  resetSaving: 'Saving...',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  resetDone: 'Your password has been reset. Every device was signed out; please sign in with your new password.',
  resetFailed: 'Could not reset the password. Please try again.',
  tokenInvalid: 'This password reset link is invalid, has expired or was already used. Please ask for a new one.',
  tokenMissing: 'This page needs the link from the password reset email.',
  askAgain: 'Ask for a new link',
  backToLogin: 'Back to sign in',
  goToLogin: 'Sign in',
  emailSubject: 'Reset your Mystery Trips password',
} as const;

/** How long a reset link works (the e-mail and the server say the same). */
export const PASSWORD_RESET_TTL_MINUTES = 60;
