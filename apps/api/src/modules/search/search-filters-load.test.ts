import { describe, expect, it } from 'vitest';

// Imported inside the test, not at the top of the file: a change that makes the module throw while it
// loads (NO_FILTERS is built then) fails this test. A test file that cannot load at all counts as no test
// to Stryker, which then reports such a mutant as survived (docs/decisions/0009-mutation-testing.md).
describe('search-filters.sql', () => {
  it('loads, with NO_FILTERS the empty filter set', async () => {
    const { NO_FILTERS } = await import('./search-filters.sql');
    expect(NO_FILTERS.shape).toBe('');
    expect(NO_FILTERS.conditions()).toEqual([]);
    expect(NO_FILTERS.values).toEqual({});
    expect(NO_FILTERS.planStable).toBe(true);
  });
});
