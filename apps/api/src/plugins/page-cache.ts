import type { FastifyInstance } from 'fastify';
import type { PublicSettings } from '@mt/shared';
import { ExpiringCache } from '../lib/expiring-cache';
import type { EncodedText } from '../lib/encoded-text';

/** How long a page is reused: the staleness another instance's change may show with. */
export const PAGE_CACHE_TTL_MS = 1000;
const MAX_PAGES = 500;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a write's success may change of the pages' HTML, said by its route (`config.pagesChanged`):
 * - 'none': nothing a page shows (a trip message, a traveller's request, a session);
 * - an address, such as '/stories': that page and those under it (a like shows in the stories' list);
 * - unsaid: any page. A route that does not say is safe, only slower under load.
 */
export type PagesChanged = 'none' | `/${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    pagesChanged?: PagesChanged;
  }
}

/** A kept page's key: who paints it, then its address with its query. */
export const pageKey = (serverPaint: boolean, url: string) => `${serverPaint ? 'server' : 'browser'} ${url}`;

/** Whether the page of `key` is `address` or under it ('/stories' holds '/stories?page=2' and '/stories/4'). */
function isUnder(key: string, address: string): boolean {
  const url = key.slice(key.indexOf(' ') + 1);
  const path = url.split('?')[0]!;
  return path === address || path.startsWith(`${address}/`);
}

/**
 * A page's HTML carries the public settings, a link preview and a landing page's first API answers: the same
 * for every guest, and each a database round trip (on the embedded database they queue behind one another,
 * and made a burst of page loads ~60× slower). Pages are kept a second by address, compressed once
 * (lib/encoded-text.ts); the settings, which every address carries, once for all. A write an instance answers
 * with success forgets the pages it may change (its route's `pagesChanged`), here at once and on every other
 * instance through the cache bus ('pages', with the address as detail), as does any write to the settings
 * table ('settings'): what an admin or a partner changes shows on the very next page, while a like or a trip
 * message leaves the home page kept (under a mixed load every page was painted again, several times a second).
 * A write no request made (a job, an operator's SQL) shows within the second the pages are kept.
 */
export class PageCache {
  readonly settings = new ExpiringCache<PublicSettings>(PAGE_CACHE_TTL_MS, 1);
  /** Only a page rendered with everything it asks for: one missing an answer refused to one visitor (a rate limit) is that visitor's. */
  readonly pages = new ExpiringCache<{ page: EncodedText; complete: boolean }>(PAGE_CACHE_TTL_MS, MAX_PAGES);

  constructor(app: FastifyInstance) {
    app.cacheBus.subscribe('pages', (address) => this.drop(address));
    app.cacheBus.subscribe('settings', () => this.drop());
    app.addHook('onResponse', async (request, reply) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return;
      const changed = request.routeOptions.config.pagesChanged;
      if (changed === 'none') return;
      this.drop(changed);
      // After the answer, so after the write committed; a lost message leaves other instances a second behind.
      await app.cacheBus.publish('pages', changed).catch((err: unknown) => request.log.warn({ err }, 'cache bus: could not tell other instances that pages changed'));
    });
  }

  /** Forgets the pages at and under `address`, or every page and the settings without one. */
  drop(address?: string): void {
    if (address === undefined) {
      this.settings.clear();
      this.pages.clear();
      return;
    }
    this.pages.drop((key) => isUnder(key, address));
  }
}
