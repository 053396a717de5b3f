import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * API tests through `app.inject` against a real database. PGlite by default: the global setup migrates one
 * database and every test file starts from a clone of it. The root config adds an `api-postgres` copy of
 * this project (TEST_DB_DRIVER=pg) when TEST_DATABASE_URL is set.
 */
export default defineProject({
  test: {
    name: 'api',
    root: here('.'),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: [here('./src/test/global-setup.ts')],
    setupFiles: [here('./src/test/setup.ts')],
    // The files of a worker share one module graph instead of importing the whole app again each (import and
    // setup were 208 of 413 s for this project on PGlite; 211 s in all without). Files stay apart through
    // their own database and app; module state must be per database, app or server (WeakMaps), never per
    // process, or a file would see the one before it (lib/graceful-shutdown.ts keeps draining per server).
    isolate: false,
    // argon2 and a fresh database per file make a few tests slower than Vitest's 5 s default.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
