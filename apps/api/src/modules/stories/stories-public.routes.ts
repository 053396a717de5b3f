import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storiesEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { optionalViewerId } from './optional-viewer';
import { getStory, listStoriesPage, listStoryComments } from './stories.service';

/** Reading stories needs no account (spec 2 section 6); a valid token only adds `userHasLiked`. */
export const publicStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(storiesEndpoints.list),
    handler: async (request, reply) =>
      app.publicAnswer(request, reply, async () => ({
        success: true as const,
        data: await listStoriesPage(app.db, request.query, await optionalViewerId(app, request)),
      })),
  });

  app.route({
    ...routeOf(storiesEndpoints.get),
    handler: async (request, reply) =>
      app.publicAnswer(request, reply, async () => ({
        success: true as const,
        data: { story: await getStory(app.db, request.params.id, await optionalViewerId(app, request)) },
      })),
  });

  app.route({
    ...routeOf(storiesEndpoints.listComments),
    handler: async (request, reply) => app.publicAnswer(request, reply, async () => ({ success: true as const, data: await listStoryComments(app.db, request.params.id) })),
  });
};
