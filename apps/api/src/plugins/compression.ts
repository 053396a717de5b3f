import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Below this size a response goes out as is: the encoding would cost more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic text answers over 1 KB (API JSON, the API docs):
 * brotli when the client accepts it, else gzip, with `vary: accept-encoding`. Images and other
 * already-compressed types are left alone (their MIME types are not compressible).
 *
 * The app's pages are compressed once per kept page by plugins/web.ts (lib/encoded-text.ts), with the same choice.
 * The web app's own files are NOT compressed here: the build writes a `.br` and a `.gz` next to each of
 * them once (apps/web/build/precompress.ts) and plugins/web.ts serves those as they are. Per-request
 * compression would redo that work on every load, and would also compress the files under 1 KB,
 * whose size @fastify/compress cannot know for a stream. @fastify/static registers one route per file
 * and marks each with `config.file`; those routes opt out before @fastify/compress adds its hook.
 *
 * Request bodies are not decompressed: no client of this API sends compressed bodies, and accepting
 * them would only widen what an upload can make the server do.
 */
export default fp(
  async (app) => {
    // Runs before @fastify/compress's own onRoute hook, because it is added first.
    app.addHook('onRoute', (route) => {
      if (typeof (route.config as { file?: unknown } | undefined)?.file === 'string') route.compress = false;
    });
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
