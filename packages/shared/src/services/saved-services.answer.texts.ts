import { SAVED_SERVICES_MAX } from './saved-services.texts';

/** The server's refusals of a save, apart from the page's texts: the web shows the server's message as it comes. */
export const savedServicesAnswerTexts = {
  notFound: 'Service not found, or no longer listed.',
  limitReached: `You can save up to ${SAVED_SERVICES_MAX} services. Remove one you no longer need to save another.`,
} as const;
