import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { blogEndpoints } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import type { AuthUser } from '../../plugins/auth';
import { getBlogList, getBlogPost } from './blog.service';

/**
 * Public blog reads. A token is optional: a valid admin token shows drafts; a missing, expired or
 * broken token is treated as a visitor, so a stale session never breaks a public page.
 */
export const publicBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  async function optionalViewer(request: FastifyRequest): Promise<AuthUser | null> {
    if (!request.headers.authorization) return null;
    try {
      await app.authenticate.call(app, request, undefined as never);
      return request.authUser;
    } catch {
      return null;
    }
  }

  app.route({
    ...routeOf(blogEndpoints.list),
    handler: async (request, reply) => app.publicAnswer(request, reply, async () => ({ data: await getBlogList(app.db, request.query, await optionalViewer(request)) })),
  });

  app.route({
    ...routeOf(blogEndpoints.get),
    handler: async (request, reply) => app.publicAnswer(request, reply, async () => ({ data: { post: await getBlogPost(app.db, request.params.idOrSlug, await optionalViewer(request)) } })),
  });
};
