import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { LocalDiskStore, type MediaStore } from '../modules/media/media-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where images go: local disk under DATA_DIR/uploads (an S3 store can implement the same interface). */
    media: MediaStore;
  }
}

export interface MediaPluginOptions {
  /** A ready store (tests); by default a LocalDiskStore in `config.dataDir`. */
  store?: LocalDiskStore;
}

/**
 * Decorates `app.media` and serves GET /uploads/* from DATA_DIR/uploads. Every stored name is a random
 * UUID, so files never change: they are cached for a year. Missing files answer 404 `{ message }`.
 * At start, the .tmp files of writes a crash interrupted are removed.
 */
export default fp<MediaPluginOptions>(
  async (app, opts) => {
    const store = opts.store ?? LocalDiskStore.forDataDir(app.config.dataDir);
    mkdirSync(store.root, { recursive: true });
    const removed = await store.removeLeftoverTmpFiles();
    if (removed) app.log.info({ removed }, 'removed leftover .tmp files of interrupted uploads');
    app.decorate('media', store);

    await app.register(
      async (scope) => {
        scope.setNotFoundHandler((request, reply) => {
          reply
            .status(404)
            .header('x-content-type-options', 'nosniff')
            .send({ message: `File ${request.url.split('?')[0]} not found.` });
        });
        await scope.register(fastifyStatic, {
          root: store.root,
          prefix: '/',
          decorateReply: false,
          wildcard: true,
          index: false,
          redirect: false,
          dotfiles: 'deny',
          etag: true,
          lastModified: true,
          cacheControl: true,
          maxAge: '365d',
          immutable: true,
          setHeaders(res) {
            res.setHeader('x-content-type-options', 'nosniff');
            // An image never needs to run anything, even if opened directly.
            res.setHeader('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
          },
        });
      },
      { prefix: '/uploads' },
    );
  },
  { name: 'media', dependencies: ['context'] },
);
