import { defineConfig } from 'vitest/config';

// `npm run test:unit`: every package's unit, API and component tests. End-to-end journeys have their own config.
export default defineConfig({
  test: {
    projects: ['packages/shared/vitest.config.ts', 'apps/api/vitest.config.ts', 'apps/web/vitest.config.ts'],
  },
});
