import { existsSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import './provided';
import { CHROMIUM_MISSING_MESSAGE, CHROMIUM_PATH } from './paths';
import { artifactName, saveScreenshot } from './screenshots';
import { BROWSER_RENDER_COOKIES } from '@mt/shared';
import type { Session } from './api';
import { visitorAddress } from './visitors';

export const DESKTOP = { width: 1280, height: 800 } as const;

export const MOBILE = { width: 375, height: 812 } as const;

/** Debian's Chromium, headless. Fails loudly (never skips) when it is not installed. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(CHROMIUM_MISSING_MESSAGE);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface NewPageOptions {
  viewport?: { width: number; height: number };
  mobile?: boolean;
  /** Start already signed in: the session is put in localStorage ('user', 'token') before the app loads. */
  session?: Session;
  /** Extra localStorage entries for the product's origin. */
  localStorage?: Record<string, string>;
}

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * A page the server painted (decision 0028) is shown before the app runs it, and its buttons do nothing until
 * then: goto and reload resolve once the app has started (apps/web/src/app/app.tsx sets the attribute), as a
 * page did when the browser painted it all.
 */
function waitForAppOnLoad(page: Page) {
  const ready = () => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (response?.ok() && response.headers()['content-type']?.startsWith('text/html')) await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (response?.ok() && response.headers()['content-type']?.startsWith('text/html')) await ready();
    return response;
  };
}

/**
 * Registers the hooks of one test file: a browser for the file, a fresh context for every page,
 * contexts closed after each test, and on failure a screenshot of every open page plus its
 * uncaught errors in the output.
 */
export function useBrowser() {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  let opened: Opened[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async (ctx) => {
    const failed = ctx.task.result?.state === 'fail';
    const current = opened;
    opened = [];
    if (failed) {
      for (const [i, o] of current.entries()) {
        const name = `${artifactName('FAILED', ctx.task.file?.name.replace(/^e2e\//, '') ?? '', ctx.task.name)}--page${i}`;
        const file = await saveScreenshot(o.page, name);
        console.error(
          `e2e: "${ctx.task.name}" failed; page ${i} was at ${o.page.url()}` +
            (file ? `, screenshot ${file}` : '') +
            (o.errors.length ? `\n  uncaught page errors:\n  - ${o.errors.join('\n  - ')}` : ''),
        );
      }
    }
    await Promise.all(current.map((o) => o.context.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(options: NewPageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('useBrowser(): the browser is not started (call newPage inside a test)');
    const storage: Record<string, string> = { ...options.localStorage };
    if (options.session) {
      storage.user = JSON.stringify(options.session.user);
      storage.token = options.session.token;
    }
    const contextOptions: BrowserContextOptions = {
      baseURL,
      // Each browser a visitor of its own (support/visitors.ts).
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
      viewport: options.viewport ?? (options.mobile ? MOBILE : DESKTOP),
      ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      ...(Object.keys(storage).length
        ? {
            storageState: {
              // As a browser that signed in here has it (apps/web/src/lib/browser-render-hint.ts): its pages are not painted by the server.
              cookies: options.session
                ? [{ name: BROWSER_RENDER_COOKIES.signedIn, value: '1', domain: new URL(baseURL).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }]
                : [],
              origins: [{ origin: baseURL, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) }],
            },
          }
        : {}),
    };
    const context = await browser.newContext(contextOptions);
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    const page = await context.newPage();
    waitForAppOnLoad(page);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    opened.push({ context, page, errors });
    return page;
  }

  return {
    newPage,
    baseURL,
    /** Uncaught errors seen so far on a page opened by newPage. */
    pageErrors(page: Page): string[] {
      return opened.find((o) => o.page === page)?.errors ?? [];
    },
    get browser(): Browser {
      if (!browser) throw new Error('useBrowser(): the browser is not started');
      return browser;
    },
  };
}

/** The path and query of a page's URL, e.g. "/login?redirect=%2Fx". */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page's path (and query, if given) is exactly `expected`. */
export async function waitForPath(page: Page, expected: string, timeout = 15_000): Promise<void> {
  const hasQuery = expected.includes('?');
  try {
    await page.waitForURL((url) => (hasQuery ? `${url.pathname}${url.search}` : url.pathname) === expected, { timeout });
  } catch {
    throw new Error(`expected the page to reach ${expected} but it is at ${pathOf(page)}`);
  }
}
