import { defineProject } from 'vitest/config';

/** The repository scripts' own tests (what `npm start` does before the server starts). */
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.ts'] },
});
