import { endpointsOf } from '../common/endpoint';
import { resendVerificationResponseSchema, verifyEmailResponseSchema, verifyEmailSchema } from './email-verification.schemas';

const endpoint = endpointsOf('auth');

/** Public: the token is the proof. 400 for a token that is unknown, expired or used. */
export const verifyEmail = endpoint({
  method: 'POST',
  path: '/auth/verify-email',
  summary: 'Confirm an e-mail address with the token of its verification link',
  description: 'Unknown, expired or used tokens answer 400. A valid token of an account already confirmed answers 200.',
  body: verifyEmailSchema,
  responses: { 200: verifyEmailResponseSchema },
  errors: [400, 429],
});

/** The signed-in user asks for a new link; limited per IP and per account. */
export const resendVerification = endpoint({
  method: 'POST',
  path: '/auth/resend-verification',
  summary: 'Send a new e-mail verification link to the signed-in user',
  description: 'Answers email_verified: true without sending anything when the address is already confirmed.',
  auth: true,
  responses: { 200: resendVerificationResponseSchema },
  errors: [401, 429],
});
