import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { LocalDiskStore, type MediaStore } from '../modules/media/media-store';
import { serveMedia } from '../modules/media/serve-media';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where images go: local disk under DATA_DIR/uploads, or the S3 bucket of S3_BUCKET (decision 0043). */
    media: MediaStore;
  }
}

export interface MediaPluginOptions {
  /** A ready store (tests); by default the configured one. */
  store?: MediaStore;
}

/** The configured store. The AWS SDK is loaded only when a bucket is configured: local disk needs none of it. */
async function configuredStore(app: FastifyInstance, config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<MediaStore> {
  if (!config.s3) return LocalDiskStore.forDataDir(config.dataDir);
  const { S3Store } = await import('../modules/media/s3-store');
  const store = S3Store.fromSettings(config.s3);
  const { bucket, endpoint } = config.s3;
  // Not fatal: pictures answer 503 until the bucket works, and the rest of the site does not wait for it (decision 0033).
  app.addHook('onReady', async () => {
    try {
      await store.check();
      app.log.info({ bucket, endpoint }, 'pictures are stored in the S3 bucket');
    } catch (err) {
      app.log.error({ err, bucket, endpoint }, 'the S3 bucket for pictures cannot be used: check S3_BUCKET, S3_ENDPOINT and the keys');
    }
  });
  return store;
}

/**
 * Decorates `app.media` and serves GET/HEAD /uploads/* from it (modules/media/serve-media.ts): stored URLs are
 * `/uploads/<key>` whichever store holds the bytes. With local disk, the .tmp files of writes a crash
 * interrupted are removed at start.
 */
export default fp<MediaPluginOptions>(
  async (app, opts) => {
    const store: MediaStore = opts.store ?? (await configuredStore(app, app.config));
    // A store made here is closed here; a store handed in (tests) belongs to whoever made it.
    const close = opts.store ? undefined : store.close?.bind(store);
    if (close) app.addHook('onClose', async () => close());
    if (store instanceof LocalDiskStore) {
      mkdirSync(store.root, { recursive: true });
      const removed = await store.removeLeftoverTmpFiles();
      if (removed) app.log.info({ removed }, 'removed leftover .tmp files of interrupted uploads');
    }
    app.decorate('media', store);
    await app.register(async (scope) => serveMedia(scope, { store, publicUrl: app.config.s3?.publicUrl ?? null }), { prefix: '/uploads' });
  },
  { name: 'media', dependencies: ['context'] },
);
