import { mkdirSync } from 'node:fs';
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
async function configuredStore(config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<MediaStore> {
  if (!config.s3) return LocalDiskStore.forDataDir(config.dataDir);
  const { S3Store } = await import('../modules/media/s3-store');
  return S3Store.fromSettings(config.s3);
}

/**
 * Decorates `app.media` and serves GET/HEAD /uploads/* from it (modules/media/serve-media.ts): stored URLs are
 * `/uploads/<key>` whichever store holds the bytes. With local disk, the .tmp files of writes a crash
 * interrupted are removed at start.
 */
export default fp<MediaPluginOptions>(
  async (app, opts) => {
    const store: MediaStore = opts.store ?? (await configuredStore(app.config));
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
