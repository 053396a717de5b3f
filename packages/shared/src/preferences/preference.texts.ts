/** Preference texts (spec 1 sections 2, 5 and 8); server validation wording is ours. */
export const preferenceTexts = {
  submitted: "Preferences submitted successfully! We'll be in touch.",
  submitFailed: 'Failed to submit preferences. Please try again.',
  mustBeLoggedIn: 'You must be logged in to submit preferences.',
  budgetRequired: 'Please select a budget range.',
  durationRequired: 'Please select a trip duration.',
  travellerCountRequired: 'Please enter the number of travellers.',
  travellerCountMin: 'At least 1 traveller is required.',
  travellerCountMax: 'At most 50 travellers can travel on one request.',
  departureRequired: 'Please choose a departure date.',
  departureInvalid: 'Please enter a valid departure date (YYYY-MM-DD).',
  departureInPast: 'The departure date cannot be in the past.',
  interestsRequired: 'Please select at least one interest.',
  interestInvalid: 'Please choose interests from the list.',
  notesTooLong: 'Notes must be at most 2,000 characters.',
  serviceIdsInvalid: 'Please choose at most 3 services by id.',
} as const;
