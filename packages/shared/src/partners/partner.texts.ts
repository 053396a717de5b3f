/** Partner account texts (spec 1 section 8, spec 2 sections 5 and 8). */
export const partnerTexts = {
  companyRequired: 'Company name is required.',
  contactRequired: 'Contact person is required.',
  updateFailed: 'Failed to update partner profile',
  profileUpdated: 'Profile updated successfully!',
  notAPartner: 'Only partners have a partner profile.',
  partnerNotFound: 'Partner profile not found.',
  // Issue 22: says what really happens. Nobody reviews a registration: the account works at once, and a
  // service is listed once the address is confirmed and a plan is active (decision 0032, spec 2 section 5).
  registrationSubmittedTitle: 'Your partner account is ready',
  registrationSubmittedBody:
    'Thank you for registering as a partner. Confirm your email address with the link we just sent you, choose a plan, and add your services from your partner dashboard: each one appears in the catalogue as soon as you save it.',
  registrationSubmittedAction: 'Go to your partner dashboard',
} as const;
