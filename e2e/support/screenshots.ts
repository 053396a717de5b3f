import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';

const safe = (name: string, max = 160) =>
  name
    .replace(/[^a-z0-9._-]+/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, max);

/** Saves a PNG to e2e/artifacts/<name>.png (gitignored) and returns its path. Never throws. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string | null> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${safe(name)}.png`);
  try {
    await page.screenshot({ path: file, fullPage, animations: 'disabled', timeout: 10_000 });
    return file;
  } catch (err) {
    console.warn(`e2e: screenshot ${file} failed: ${(err as Error).message}`);
    return null;
  }
}

/** A file-name-safe name from parts, short enough to leave room for a suffix. */
export const artifactName = (...parts: string[]) => safe(parts.join('--'), 120);
