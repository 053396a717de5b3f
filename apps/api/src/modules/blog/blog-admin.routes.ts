import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogAdminTexts, blogEndpoints, BLOG_COVER_FIELD } from '@mt/shared';
import { routeOf } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { readMultipartUpload, type MultipartTexts } from '../media';
import { createBlogPost, deleteBlogPost, setBlogPostStatus, updateBlogPost } from './blog-write.service';
import { acceptUploads } from '../../plugins/uploads';

/** The media reader's refusals, in the blog's words. */
const BLOG_MULTIPART_TEXTS: MultipartTexts = {
  notMultipart: blogAdminTexts.notMultipart,
  fileTooLarge: blogAdminTexts.coverTooLarge,
  unexpectedFile: blogAdminTexts.singleCover,
  tooManyFiles: blogAdminTexts.singleCover,
};

/**
 * The dashboard's blog writes (spec 3 section 7): admins only. Posts come as multipart forms with an
 * optional cover image (`featured_image`); publish and unpublish send a JSON body with only a status.
 */
export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: who may call is decided before the body is read (401/403, not 400 or 413).
  app.addHook('onRequest', app.requireRole('admin'));
  await acceptUploads(app);
  const deps = { db: app.db, media: app.media };

  app.route({
    ...routeOf(blogEndpoints.create),
    handler: async (request, reply) => {
      // Checked here so the message speaks of posts (the shared reader's own speaks of stories).
      if (!request.isMultipart()) throw new AppError(415, blogAdminTexts.notMultipart);
      const post = await createBlogPost(deps, await readMultipartUpload(request, [BLOG_COVER_FIELD], BLOG_MULTIPART_TEXTS));
      return reply.status(201).send({ message: blogAdminTexts.postCreated, data: { post } });
    },
  });

  app.route({
    ...routeOf(blogEndpoints.update),
    handler: async (request) => {
      const { id } = request.params;
      const post = request.isMultipart()
        ? await updateBlogPost(deps, id, await readMultipartUpload(request, [BLOG_COVER_FIELD], BLOG_MULTIPART_TEXTS))
        : await setBlogPostStatus(app.db, id, request.body);
      return { message: blogAdminTexts.postUpdated, data: { post } };
    },
  });

  app.route({
    ...routeOf(blogEndpoints.remove),
    handler: async (request) => {
      await deleteBlogPost(deps, request.params.id);
      return { message: blogAdminTexts.postDeleted };
    },
  });
};
