import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which journeys may run two at a time against the one server (e2e/vitest.config.ts). Most work only on their own
 * accounts, trips and messages and check only those, and a second file running beside them changes nothing they
 * see. The others run one at a time, after them: those that change what every page shows, and those that check
 * something every file's data can change.
 */

/** Changes the whole server: its clock (which also runs every scheduled job), maintenance mode or site settings. */
export const CHANGES_THE_WHOLE_SITE = /\b(moveClock|setServerDay|restoreClockAfterAll|setMaintenance)\b|'PUT',\s*'\/admin\/settings'/;

/** Files that share data with every other in a way no code pattern shows, each with why. */
export const SHARES_DATA: Record<string, string> = {
  'admin-blog.e2e.ts': 'publishes and then deletes a public post, which other files open as the first post',
  'admin-layout.e2e.ts': "takes the first trip and preferences of everyone's lists and counts their rows twice",
  'admin-trip-lifecycle.e2e.ts': "expects the platform's revenue, trip counts and the preferences badge to move by exact amounts",
  'catalogue-journey.e2e.ts': "expects the catalogue's counts and pages, and the featured list, to match an earlier answer exactly",
  'marketplace-journey.e2e.ts': "adds a service to a demo partner, hides a demo review and expects a review count to drop by one",
  'partner-dashboard.e2e.ts': 'cancels a subscription, which takes down a partner page another file may have picked to open',
  'trip-messages.e2e.ts': "expects its trip on the first row of the admin's list of everyone's trips",
};

/** The journeys' file names (e2e/*.e2e.ts) that must run alone, from their source and SHARES_DATA. */
export function filesRunAlone(e2eDir: string): string[] {
  const journeys = readdirSync(e2eDir).filter((file) => file.endsWith('.e2e.ts'));
  // A renamed file would otherwise leave SHARES_DATA and run beside the others, unnoticed.
  const unknown = Object.keys(SHARES_DATA).filter((file) => !journeys.includes(file));
  if (unknown.length) throw new Error(`e2e/file-groups.ts names journeys that do not exist: ${unknown.join(', ')}`);
  return journeys.filter((file) => file in SHARES_DATA || CHANGES_THE_WHOLE_SITE.test(readFileSync(path.join(e2eDir, file), 'utf8'))).sort();
}
