import { endpointsOf } from '../common/endpoint';
import { passwordChangedResponseSchema } from '../auth/sessions.schemas';
import { changePasswordSchema, updateProfileSchema, userResponseSchema } from './user.schemas';

const endpoint = endpointsOf('users');

/** The signed-in user's own account. */
export const updateProfile = endpoint({
  method: 'PUT',
  path: '/users/me/profile',
  summary: 'Update the signed-in user’s name',
  auth: true,
  body: updateProfileSchema,
  responses: { 200: userResponseSchema },
  errors: [400, 401],
});

export const changePassword = endpoint({
  method: 'PUT',
  path: '/users/me/password',
  summary: 'Change the signed-in user’s password',
  description: 'Ends every other session of the user; the answer carries a fresh token for this one.',
  auth: true,
  body: changePasswordSchema,
  responses: { 200: passwordChangedResponseSchema },
  errors: [400, 401],
});
