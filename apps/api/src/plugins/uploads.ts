import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';

/** Largest accepted upload (images); the handler answers 413 above it. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * multipart/form-data for the scope it is registered in: the route plugins that take uploads (partner
 * services, stories, blog posts). Not global: other routes have no use for a multipart body (they answer
 * 415), and the plugin adds an onResponse hook that every request would otherwise pay for.
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 30, fieldSize: 100_000 },
  });
}
