import { tripPlanCardTexts } from './trip-plan-card.texts';

/** Trip plan texts (spec 1 section 8, spec 2 "Plan Your Trip"); the rest is our wording. */
export const tripPlanTexts = {
  ...tripPlanCardTexts,
  title: 'Plan Your Trip',
  intro: 'Collect up to 3 services you like and ask us to build a mystery trip around them.',
  empty: 'Your trip plan is empty.',
  discoverLink: 'Discover services',
  count: (n: number) => `You have ${n}/3 service(s) in your plan.`,
  clearAll: 'Clear all',
  remove: 'Remove',
  detailsTitle: 'Trip Details',
  requestDraft: 'Request Draft Trip',
  requesting: 'Sending request...',
  endBeforeStart: 'The end date must be on or after the start date.',
  startRequired: 'Please choose a start date.',
  endRequired: 'Please choose an end date.',
  groupSizeMin: 'Group size must be at least 1.',
  groupSizeMax: 'Group size can be at most 50.',
  notesTooLong: 'Notes must be at most 2,000 characters.',
  signInToRequest: 'Sign in as a traveller to send this plan to our team. Your plan is kept while you sign in.',
  travellersOnly: 'Only travellers can request trips. Sign in with a traveller account to send this plan.',
  notesServicesHeading: 'Services from the trip plan:',
} as const;
