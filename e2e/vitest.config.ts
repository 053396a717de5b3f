import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * End-to-end journeys (`npm run test:e2e`): one real server started by global-setup.ts exactly as
 * `npm start` would, driven by Debian's Chromium through playwright-core. One file at a time: the
 * server is shared (maintenance mode is site-wide) and the machine has 2 cores.
 */
export default defineConfig({
  root,
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    fileParallelism: false,
    retry: 0,
    // A failing journey should print the whole story, not a truncated diff.
    chaiConfig: { truncateThreshold: 0 },
  },
});
