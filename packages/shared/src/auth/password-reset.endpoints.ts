import { messageResponseSchema } from '../common/api';
import { endpointsOf } from '../common/endpoint';
import { forgotPasswordSchema, resetPasswordSchema } from './password-reset.schemas';

const endpoint = endpointsOf('auth');

/** Public, rate limited per IP and per address; answers the same message whether or not the account exists. */
export const forgotPassword = endpoint({
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Mail a password reset link to the account of an e-mail address',
  body: forgotPasswordSchema,
  responses: { 200: messageResponseSchema },
  errors: [400, 429],
});

/** Sets a new password with the link's token; ends every session of the account. */
export const resetPassword = endpoint({
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Set a new password with a reset link’s token',
  body: resetPasswordSchema,
  responses: { 200: messageResponseSchema },
  errors: [400, 429],
});
