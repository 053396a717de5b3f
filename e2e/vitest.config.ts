import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { filesRunAlone } from './file-groups.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const alone = filesRunAlone(fileURLToPath(new URL('.', import.meta.url))).map((file) => `e2e/${file}`);

const journeys: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 180_000,
  retry: 0,
  // What a journey waits for (a field emptied, a button enabled) can take longer than Vitest's 1 s while Chromium
  // and the server share two cores; Playwright's own waits in these files allow 15 s (support/browser.ts).
  expect: { poll: { timeout: 15_000 } },
  // A failing journey should print the whole story, not a truncated diff.
  chaiConfig: { truncateThreshold: 0 },
};

/**
 * End-to-end journeys (`npm run test:e2e`): one real server started by global-setup.ts exactly as `npm start` would
 * (once, for both groups), driven by Debian's Chromium through playwright-core. Two files at a time, except those
 * that change what every file sees or check what every file changes (file-groups.ts): they run one at a time, after
 * the others. A journey waits on Chromium, the server and its own pauses in turn; two at a time keep the two cores
 * busier.
 */
export default defineConfig({
  root,
  test: {
    globalSetup: ['e2e/global-setup.ts'],
    teardownTimeout: 30_000,
    projects: [
      { test: { ...journeys, name: 'e2e', include: ['e2e/**/*.e2e.ts'], exclude: alone, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { test: { ...journeys, name: 'e2e-alone', include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
