import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import apiProject from './apps/api/vitest.config.ts';
import { databaseTestFiles } from './apps/api/src/test/database-test-files.ts';

// `npm run test:unit`: every package's unit, API and component tests. End-to-end journeys have their own config.
// With TEST_DATABASE_URL set (CI), the API tests that use the database run a second time against PostgreSQL.
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        ...apiProject,
        test: {
          ...apiProject.test,
          name: 'api-postgres',
          include: databaseTestFiles(fileURLToPath(new URL('./apps/api/src', import.meta.url))),
          env: { TEST_DB_DRIVER: 'pg' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on CI's two, with the second core mostly
    // idle while the API files wait on a database or argon2's threads. At least two workers (issue 20 note).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/shared/vitest.config.ts', 'apps/api/vitest.config.ts', ...apiOnPostgres, 'apps/web/vitest.config.ts'],
  },
});
