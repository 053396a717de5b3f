import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  storiesListResponseSchema,
  storiesQuerySchema,
  storyCommentsResponseSchema,
  storyIdParamSchema,
  storyResponseSchema,
} from '@mt/shared';
import { optionalViewerId } from './optional-viewer';
import { getStory, listStoriesPage, listStoryComments } from './stories.service';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** Reading stories needs no account (spec 2 section 6); a valid token only adds `userHasLiked`. */
export const publicStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stories',
    {
      schema: {
        tags: ['stories'],
        summary: 'Traveller stories, newest first, with the featured story and the filter options',
        querystring: storiesQuerySchema,
        response: { 200: storiesListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listStoriesPage(app.db, request.query, await optionalViewerId(app, request)),
    }),
  );

  app.get(
    '/stories/:id',
    {
      schema: {
        tags: ['stories'],
        summary: 'One story',
        params: storyIdParamSchema,
        response: { 200: storyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { story: await getStory(app.db, request.params.id, await optionalViewerId(app, request)) },
    }),
  );

  app.get(
    '/stories/:id/comments',
    {
      schema: {
        tags: ['stories'],
        summary: 'Comments on a story, newest first',
        params: storyIdParamSchema,
        response: { 200: storyCommentsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listStoryComments(app.db, request.params.id) }),
  );
};
