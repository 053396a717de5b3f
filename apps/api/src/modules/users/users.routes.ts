import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userTexts, usersEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { changePassword, updateProfile } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an unauthenticated call is refused before its body is parsed or validated (401, not 400).
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(usersEndpoints.updateProfile),
    handler: async (request) => ({ user: await updateProfile(app.db, currentUser(request).id, request.body.name) }),
  });

  app.route({
    ...routeOf(usersEndpoints.changePassword),
    handler: async (request) => {
      const account = await changePassword(app.db, currentUser(request).id, request.body);
      // Every older token was ended with the change; this client stays signed in with a fresh one.
      const token = await app.tokens.sign({ userId: account.id, userType: account.userType, tokenVersion: account.tokenVersion });
      return { message: userTexts.passwordChanged, token };
    },
  });
};
