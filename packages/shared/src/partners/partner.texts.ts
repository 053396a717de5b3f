/** Partner account texts (spec 1 section 8, spec 2 sections 5 and 8). */
export const partnerTexts = {
  companyRequired: 'Company name is required.',
  contactRequired: 'Contact person is required.',
  updateFailed: 'Failed to update partner profile',
  profileUpdated: 'Profile updated successfully!',
  notAPartner: 'Only partners have a partner profile.',
  partnerNotFound: 'Partner profile not found.',
  registrationSubmittedTitle: 'Registration Submitted',
  registrationSubmittedBody:
    'Thank you for registering as a partner. Your registration has been submitted and our team will review it shortly. We will contact you by email once your account has been reviewed.',
} as const;
