// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import apiProject from './apps/api/vitest.config.ts';
import sharedProject from './packages/shared/vitest.config.ts';
import { groups } from './stryker.config.mjs';

/**
 * The test files of one mutation group (MUTATION_GROUP, set by `npm run test:mutation`), each in the
 * project it belongs to, with that project's setup (the API's database per file). Only Stryker uses it.
 */
const group = groups[process.env.MUTATION_GROUP ?? ''];
if (!group) throw new Error('vitest.mutation.config.mjs: set MUTATION_GROUP (see stryker.config.mjs)');

/** @param {string} dir */
const testsUnder = (dir) => group.testFiles.filter((f) => f.startsWith(dir)).map((f) => f.slice(dir.length));

const projects = [
  { ...sharedProject, test: { ...sharedProject.test, root: fileURLToPath(new URL('./packages/shared/', import.meta.url)), include: testsUnder('packages/shared/') } },
  { ...apiProject, test: { ...apiProject.test, include: testsUnder('apps/api/') } },
].filter((project) => project.test.include.length > 0);

export default defineConfig({ test: { projects } });
