import { endpointsOf } from '../common/endpoint';
import { messageResponseSchema } from '../common/api';
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
  auth: true,
  body: changePasswordSchema,
  responses: { 200: messageResponseSchema },
  errors: [400, 401],
});
