import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  storyCommentInputSchema,
  storyCommentResponseSchema,
  storyDeletedResponseSchema,
  storyIdParamSchema,
  storyLikeInputSchema,
  storyLikeResponseSchema,
  storySavedResponseSchema,
  storyTexts,
  storyUploadResponseSchema,
} from '@mt/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { readMultipartUpload } from '../media';
import { addStoryComment, setStoryLike } from './stories.service';
import { createStory, deleteStory, updateStory, uploadStoryMedia } from './story-write.service';
import { acceptUploads } from '../../plugins/uploads';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const uploadErrors = { ...errors, 413: errorResponseSchema, 415: errorResponseSchema, 429: errorResponseSchema };
const security = [{ bearerAuth: [] }];

/** Modest per-user limits (per IP when no user): enough for a real traveller, not for a spam script. */
export const STORY_RATE_LIMITS = {
  create: { max: 10, timeWindow: 60 * 60_000 },
  upload: { max: 30, timeWindow: 60 * 60_000 },
  comment: { max: 20, timeWindow: 10 * 60_000 },
} as const;
const perUser = (name: keyof typeof STORY_RATE_LIMITS) => ({
  rateLimit: {
    ...STORY_RATE_LIMITS[name],
    // Route hooks run after the scope's authenticate hook, so the user is known here.
    keyGenerator: (req: FastifyRequest) => `stories-${name}:${req.authUser?.id ?? req.ip}`,
  },
});

/** Writing needs a signed-in user (DESIGN.md section 4); editing and deleting, the author or an admin. */
export const memberStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: 401 comes before the body is read or validated.
  app.addHook('onRequest', app.authenticate);
  await acceptUploads(app);
  const deps = { db: app.db, media: app.media };

  app.post(
    '/stories',
    {
      config: perUser('create'),
      schema: {
        tags: ['stories'],
        summary: 'Share a story (multipart: fields of spec 2 section 7 plus an optional cover_image file)',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: storySavedResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const story = await createStory(deps, currentUser(request), await readMultipartUpload(request, ['cover_image'], storyTexts));
      return reply.status(201).send({ success: true as const, data: { data: story } });
    },
  );

  app.post(
    '/stories/upload-media',
    {
      config: perUser('upload'),
      schema: {
        tags: ['stories'],
        summary: 'Upload up to 10 photos (field media); answers their paths for media_gallery',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: storyUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { data: await uploadStoryMedia(app.media, await readMultipartUpload(request, ['media'], storyTexts)) },
    }),
  );

  app.put(
    '/stories/:id',
    {
      config: perUser('create'),
      schema: {
        tags: ['stories'],
        summary: 'Replace a story’s fields (author or admin); a new cover_image file replaces the cover',
        security,
        consumes: ['multipart/form-data'],
        params: storyIdParamSchema,
        response: { 200: storySavedResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const story = await updateStory(deps, actor, request.params.id, await readMultipartUpload(request, ['cover_image'], storyTexts));
      return { success: true as const, data: { data: story } };
    },
  );

  app.delete(
    '/stories/:id',
    {
      schema: {
        tags: ['stories'],
        summary: 'Delete a story with its photos, likes and comments (author or admin)',
        security,
        params: storyIdParamSchema,
        response: { 200: storyDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteStory(deps, currentUser(request), request.params.id);
      return { success: true as const, message: storyTexts.deleted };
    },
  );

  app.post(
    '/stories/:id/comments',
    {
      config: perUser('comment'),
      schema: {
        tags: ['stories'],
        summary: 'Comment on a story',
        security,
        params: storyIdParamSchema,
        body: storyCommentInputSchema,
        response: { 201: storyCommentResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const comment = await addStoryComment(app.db, request.params.id, currentUser(request).id, request.body.content);
      return reply.status(201).send({ success: true as const, data: comment });
    },
  );

  app.post(
    '/stories/:id/like',
    {
      schema: {
        tags: ['stories'],
        summary: 'Like or unlike a story; liking twice counts once',
        security,
        params: storyIdParamSchema,
        body: storyLikeInputSchema,
        response: { 200: storyLikeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setStoryLike(app.db, request.params.id, currentUser(request).id, request.body.action),
    }),
  );
};
