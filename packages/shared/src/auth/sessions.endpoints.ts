import { messageResponseSchema } from '../common/api';
import { endpointsOf } from '../common/endpoint';

const endpoint = endpointsOf('auth');

/**
 * Tokens are stateless, so ending one means raising the user's token version, which ends all of them:
 * logging out signs the user out on every device (docs/decisions/0031).
 */
export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Sign out: ends every session of the signed-in user',
  auth: true,
  responses: { 200: messageResponseSchema },
  errors: [401],
});

/** The account settings' "Log out everywhere": today the same as logout, named for what the user asked. */
export const logoutEverywhere = endpoint({
  method: 'POST',
  path: '/auth/logout-everywhere',
  summary: 'Sign out on every device',
  auth: true,
  responses: { 200: messageResponseSchema },
  errors: [401],
});
