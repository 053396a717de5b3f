import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageApiCalls, storiesEndpoints, storyInputTexts } from '@mt/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeOf } from '../../lib/endpoint-route';
import { currentUser } from '../../plugins/auth';
import { readMultipartUpload } from '../media';
import { addStoryComment, setStoryLike } from './stories.service';
import { createStory, deleteStory, updateStory, uploadStoryMedia } from './story-write.service';
import { acceptUploads } from '../../plugins/uploads';
import type { PageAddress } from '../../plugins/public-changes';

/** Modest per-user limits (per IP when no user): enough for a real traveller, not for a spam script. */
const STORY_LIMITS = {
  create: { max: 'storyCreatesPerUser', timeWindow: 60 * 60_000 },
  upload: { max: 'storyUploadsPerUser', timeWindow: 60 * 60_000 },
  comment: { max: 'storyCommentsPerUser', timeWindow: 10 * 60_000 },
} as const;
const perUser = (app: FastifyInstance, name: keyof typeof STORY_LIMITS) => ({
  rateLimit: {
    max: app.config.rateLimits[STORY_LIMITS[name].max],
    timeWindow: STORY_LIMITS[name].timeWindow,
    // Route hooks run after the scope's authenticate hook, so the user is known here.
    keyGenerator: (req: FastifyRequest) => `stories-${name}:${req.authUser?.id ?? req.ip}`,
  },
});

/**
 * A like or a comment shows in its story's answers (the story with its counts; a comment in its comments too)
 * and in the stories' list, which counts them and features the most liked: those, not the other stories
 * (plugins/public-changes.ts). A like names the story's answer alone ('/api/stories/4?'), not the comments under
 * it, which show no like. The story's page changes with them only if it carries the story's answer
 * (pageApiCalls). Today it carries its link preview alone, which neither changes: dropped with every like, under
 * bench:cluster's mix most story pages were painted afresh. The list's page goes at once, its answer within the
 * second it is kept (PAGES_ONLY): a guest sees a count a second late, as a like's author, signed in, never does
 * (decision 0057).
 */
const storyAndList =
  (changed: 'story' | 'story and comments') =>
  (request: FastifyRequest): PageAddress[] => {
    const page = `/stories/${(request.params as { id: number }).id}` as const;
    const answers = changed === 'story' ? (`/api${page}?` as const) : (`/api${page}` as const);
    return [pageApiCalls(page).length > 0 ? page : answers, 'page:/stories?'];
  };

/** Writing needs a signed-in user (DESIGN.md section 4); editing and deleting, the author or an admin. */
export const memberStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: 401 comes before the body is read or validated.
  app.addHook('onRequest', app.authenticate);
  await acceptUploads(app);
  const deps = { db: app.db, media: app.media };

  app.route({
    ...routeOf(storiesEndpoints.create),
    config: perUser(app, 'create'),
    handler: async (request, reply) => {
      const story = await createStory(deps, currentUser(request), await readMultipartUpload(request, ['cover_image'], storyInputTexts));
      return reply.status(201).send({ success: true as const, data: { data: story } });
    },
  });

  app.route({
    ...routeOf(storiesEndpoints.uploadMedia),
    config: perUser(app, 'upload'),
    handler: async (request) => ({
      success: true as const,
      data: { data: await uploadStoryMedia(app.media, await readMultipartUpload(request, ['media'], storyInputTexts)) },
    }),
  });

  app.route({
    ...routeOf(storiesEndpoints.update),
    config: perUser(app, 'create'),
    handler: async (request) => {
      const actor = currentUser(request);
      const story = await updateStory(deps, actor, request.params.id, await readMultipartUpload(request, ['cover_image'], storyInputTexts));
      return { success: true as const, data: { data: story } };
    },
  });

  app.route({
    ...routeOf(storiesEndpoints.remove),
    handler: async (request) => {
      await deleteStory(deps, currentUser(request), request.params.id);
      return { success: true as const, message: storyInputTexts.deleted };
    },
  });

  app.route({
    ...routeOf(storiesEndpoints.addComment),
    config: { ...perUser(app, 'comment'), pagesChanged: storyAndList('story and comments') },
    handler: async (request, reply) => {
      const comment = await addStoryComment(app.db, request.params.id, currentUser(request).id, request.body.content);
      return reply.status(201).send({ success: true as const, data: comment });
    },
  });

  app.route({
    ...routeOf(storiesEndpoints.like),
    config: { pagesChanged: storyAndList('story') },
    handler: async (request) => ({
      success: true as const,
      data: await setStoryLike(app.db, request.params.id, currentUser(request).id, request.body.action),
    }),
  });
};
