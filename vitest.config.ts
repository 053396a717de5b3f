import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import apiProject from './apps/api/vitest.config.ts';
import { databaseTestFiles } from './apps/api/src/test/database-test-files.ts';
import webProject from './apps/web/vitest.config.ts';
import { freshModuleTestFiles } from './apps/web/src/test/fresh-module-files.ts';

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

// The web tests share one module graph per worker (145 s isolated, 46 s shared), except the files that replace a
// module or test a first use: those run isolated, in a project of their own.
const webFreshFiles = freshModuleTestFiles(fileURLToPath(new URL('./apps/web', import.meta.url)));
const webProjects = [
  { ...webProject, test: { ...webProject.test, isolate: false, exclude: [...configDefaults.exclude, ...webFreshFiles] } },
  { ...webProject, test: { ...webProject.test, name: 'web-fresh', include: webFreshFiles } },
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on CI's two, with the second core mostly
    // idle while the API files wait on a database or argon2's threads. At least two workers (issue 20 note).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/shared/vitest.config.ts', 'apps/api/vitest.config.ts', ...apiOnPostgres, ...webProjects, 'bench/vitest.config.ts', 'scripts/vitest.config.ts', 'e2e/vitest.unit.config.ts'],
  },
});
