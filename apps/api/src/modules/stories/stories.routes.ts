import type { FastifyPluginAsync } from 'fastify';
import { memberStoriesRoutes } from './stories-member.routes';
import { publicStoriesRoutes } from './stories-public.routes';

/** Both scopes of the stories area: public reads, and writes behind `authenticate` in their own scope. */
export const storiesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicStoriesRoutes);
  await app.register(memberStoriesRoutes);
};
