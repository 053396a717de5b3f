import type { FastifyInstance } from 'fastify';
import type { PublicSettings } from '@mt/shared';
import { ExpiringCache } from '../lib/expiring-cache';
import type { EncodedText } from '../lib/encoded-text';
import { isAtOrUnder } from './public-changes';

/** How long a page is reused: the staleness another instance's change may show with. */
export const PAGE_CACHE_TTL_MS = 1000;
const MAX_PAGES = 500;

/** A kept page's key: who paints it, then its address with its query. */
export const pageKey = (serverPaint: boolean, url: string) => `${serverPaint ? 'server' : 'browser'} ${url}`;

/**
 * A page's HTML carries the public settings, a link preview and a landing page's first API answers: the same
 * for every guest, and each a database round trip (on the embedded database they queue behind one another,
 * and made a burst of page loads ~60× slower). Pages are kept a second by address, compressed once
 * (lib/encoded-text.ts); the settings, which every address carries, once for all. What a write changes goes
 * at once (public-changes.ts): a page at or under the address it names, or every page and the settings.
 */
export class PageCache {
  readonly settings = new ExpiringCache<PublicSettings>(PAGE_CACHE_TTL_MS, 1);
  /** Only a page rendered with everything it asks for: one missing an answer refused to one visitor (a rate limit) is that visitor's. */
  readonly pages = new ExpiringCache<{ page: EncodedText; complete: boolean }>(PAGE_CACHE_TTL_MS, MAX_PAGES);

  constructor(app: FastifyInstance) {
    app.publicChanges.subscribe((address) => this.drop(address));
  }

  /** Forgets the pages at and under `address`, or every page and the settings without one. */
  drop(address?: string): void {
    if (address === undefined) {
      this.settings.clear();
      this.pages.clear();
      return;
    }
    this.pages.drop((key) => isAtOrUnder(key.slice(key.indexOf(' ') + 1), address));
  }
}
