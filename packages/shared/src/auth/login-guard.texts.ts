/**
 * Sign-in protection without lock-out (issue 21): a stranger's wrong passwords slow down their own
 * address and, past a threshold, ask every client of the account for a proof of work, never refuse
 * the owner's right password.
 */
export const loginGuardTexts = {
  proofRequired: 'There were several failed sign-ins for this account. Please complete the check below, then sign in again.',
  proofBusy: 'There are many failed sign-ins on the site right now. Please complete the check below, then sign in again.',
  proofInvalid: 'The check could not be verified. Please complete it again.',
  proofExpired: 'The check has expired. Please complete it again.',
  proofLabel: 'Security check',
  tooManyFromHere: 'Too many failed sign-ins from your network. Please wait a few minutes and try again.',
  /** Registration's own limit on answers that tell an address has an account (issue 21, item 9). */
  tooManyRegistrations: 'Too many registration attempts from your network. Please try again later.',
} as const;
