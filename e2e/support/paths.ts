import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Screenshots and the server log land here (gitignored). */
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e', 'artifacts');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_MISSING_MESSAGE =
  `Chromium was not found at ${CHROMIUM_PATH}. The end-to-end tests drive Debian's Chromium ` +
  '(playwright-core ships no browser and `npx playwright install` cannot work here). Install it with:\n' +
  '  apt-get update && apt-get install -y chromium\n' +
  '(or set CHROMIUM_PATH to another Chromium binary).';
