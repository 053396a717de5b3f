import type { FastifyInstance } from 'fastify';
import type { PublicSettings } from '@mt/shared';
import { ExpiringCache } from '../lib/expiring-cache';
import type { EncodedText } from '../lib/encoded-text';
import { pageGroup, urlGroups } from './public-changes';

/**
 * How long a page is reused at most: what a change no request made (an operator's SQL) may take to show, as a
 * CDN keeping the catalogue's answers their minute would (decision 0054). Every write a request makes drops
 * what it changes at once, on every instance (public-changes.ts).
 */
export const PAGE_CACHE_TTL_MS = 60_000;
/**
 * Pages kept at once: each address with its query is one, so this also bounds what a client inventing
 * addresses can make the process hold. By their text (a partner's page is about 60 KB, a story's 30 KB; the
 * compressed copies add a tenth): 64 MB of text at most.
 */
const MAX_PAGES = 5_000;
const MAX_PAGE_TEXT = 64 * 1024 * 1024;

/** A kept page's key: who paints it, then its address with its query. */
export const pageKey = (serverPaint: boolean, url: string) => `${serverPaint ? 'server' : 'browser'} ${url}`;

/**
 * A page's HTML carries the public settings, a link preview and a landing page's first API answers: the same
 * for every guest, and each a database round trip (on the embedded database they queue behind one another,
 * and made a burst of page loads ~60× slower). Pages are kept a minute by address, compressed once
 * (lib/encoded-text.ts); the settings, which every address carries, once for all. What a write changes goes
 * at once (public-changes.ts): a page at or under the address it names, or every page and the settings.
 */
export class PageCache {
  readonly settings = new ExpiringCache<PublicSettings>(PAGE_CACHE_TTL_MS, 1);
  /** Only a page rendered with everything it asks for: one missing an answer refused to one visitor (a rate limit) is that visitor's. */
  readonly pages = new ExpiringCache<{ page: EncodedText; complete: boolean }>(PAGE_CACHE_TTL_MS, MAX_PAGES, {
    weight: { weigh: ({ page }) => page.text.length, max: MAX_PAGE_TEXT },
    groupsOf: (key) => urlGroups(key.slice(key.indexOf(' ') + 1)),
  });

  constructor(app: FastifyInstance) {
    app.publicChanges.subscribe((addresses) => this.drop(addresses));
  }

  /** Forgets the pages at `addresses` (public-changes.ts), or every page and the settings without them. */
  drop(addresses?: readonly string[]): void {
    if (addresses === undefined) {
      this.settings.clear();
      this.pages.clear();
      return;
    }
    this.pages.dropGroups(addresses.flatMap((address) => pageGroup(address) ?? []));
  }
}
