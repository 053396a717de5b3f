import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  blogIdOrSlugParamsSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostResponseSchema,
  errorResponseSchema,
} from '@mt/shared';
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

  app.get(
    '/blog',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blog posts, newest first: published ones, or every post with all=true (admins)',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ data: await getBlogList(app.db, request.query, await optionalViewer(request)) }),
  );

  app.get(
    '/blog/:idOrSlug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One blog post by id or slug (drafts only for admins)',
        params: blogIdOrSlugParamsSchema,
        response: { 200: blogPostResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: { post: await getBlogPost(app.db, request.params.idOrSlug, await optionalViewer(request)) } }),
  );
};
