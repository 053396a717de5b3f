import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  errorResponseSchema,
  messageResponseSchema,
  updateProfileSchema,
  userResponseSchema,
  userTexts,
} from '@mt/shared';
import { currentUser } from '../../plugins/auth';
import { changePassword, updateProfile } from './users.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an unauthenticated call is refused before its body is parsed or validated (401, not 400).
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/users/me/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the signed-in user’s name',
        security: [{ bearerAuth: [] }],
        body: updateProfileSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await updateProfile(app.db, currentUser(request).id, request.body.name) }),
  );

  app.put(
    '/users/me/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the signed-in user’s password',
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await changePassword(app.db, currentUser(request).id, request.body);
      return { message: userTexts.passwordChanged };
    },
  );
};
