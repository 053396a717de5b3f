import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { filesRunAlone, SHARES_DATA } from './file-groups.ts';

const dirs: string[] = [];
function journeys(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-groups-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const named = Object.fromEntries(Object.keys(SHARES_DATA).map((file) => [file, '']));

describe('which journeys run alone', () => {
  it('finds those that move the clock or change maintenance mode or settings, and keeps the named ones', () => {
    const dir = journeys({
      ...named,
      'moves-clock.e2e.ts': "await setServerDay(api, '2027-01-01');",
      'restores-clock.e2e.ts': 'restoreClockAfterAll(api);',
      'maintenance-on.e2e.ts': 'await api.setMaintenance(true);',
      'settings.e2e.ts': "await api.request('PUT', '/admin/settings', { token, body });",
      'own-trip.e2e.ts': "await api.request('GET', '/admin/settings', { token }); const clock = 'moveClocks';",
      'helper.ts': 'moveClock(api, null);',
    });
    expect(filesRunAlone(dir)).toEqual(['maintenance-on.e2e.ts', 'moves-clock.e2e.ts', ...Object.keys(SHARES_DATA), 'restores-clock.e2e.ts', 'settings.e2e.ts'].sort());
  });

  it('refuses a named journey that does not exist, instead of running its new name beside the others', () => {
    const [first, ...rest] = Object.keys(SHARES_DATA);
    const dir = journeys(Object.fromEntries(rest.map((file) => [file, ''])));
    expect(() => filesRunAlone(dir)).toThrow(`names journeys that do not exist: ${first}`);
  });

  it('in this repository: the journeys that move the server clock or set maintenance mode are among them', () => {
    const alone = filesRunAlone(fileURLToPath(new URL('.', import.meta.url)));
    for (const file of ['admin-trip-lifecycle.e2e.ts', 'envelope-journey.e2e.ts', 'maintenance.e2e.ts', 'traveller-accessibility.e2e.ts', 'traveller-journey.e2e.ts']) {
      expect(alone).toContain(file);
    }
  });
});
