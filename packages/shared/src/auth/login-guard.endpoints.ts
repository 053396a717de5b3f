import { endpointsOf } from '../common/endpoint';
import { altchaChallengeSchema } from '../contact/contact.schemas';

const endpoint = endpointsOf('auth');

/** ALTCHA proof of work for a sign-in the server answered 428 (always ALTCHA: self-hosted, no keys). */
export const loginChallenge = endpoint({
  method: 'GET',
  path: '/auth/login-challenge',
  summary: 'A fresh ALTCHA challenge for a sign-in that needs a proof of work',
  responses: { 200: altchaChallengeSchema },
  errors: [429],
});
