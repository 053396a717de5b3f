import { defineProject } from 'vitest/config';

/** The journeys' own tooling (which files run alone), in the unit run: no server, no browser. */
export default defineProject({
  test: { name: 'e2e-tooling', environment: 'node', include: ['*.test.ts'] },
});
