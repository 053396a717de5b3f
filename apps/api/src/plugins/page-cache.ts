import type { FastifyInstance } from 'fastify';
import type { PublicSettings } from '@mt/shared';
import { ExpiringCache } from '../lib/expiring-cache';
import type { EncodedText } from '../lib/encoded-text';

/** How long a page is reused: the staleness another instance's change may show with. */
export const PAGE_CACHE_TTL_MS = 1000;
const MAX_PAGES = 500;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A page's HTML carries the public settings, a link preview and a landing page's first API answers: the same
 * for every guest, and each a database round trip (on the embedded database they queue behind one another,
 * and made a burst of page loads ~60× slower). Pages are kept a second by address, compressed once
 * (lib/encoded-text.ts); the settings, which every address carries, once for all. Any write an instance answers
 * with success forgets them all, here at once and on every other instance through the cache bus ('pages'), as
 * does any write to the settings table ('settings'): what an admin or a partner changes shows on the very next
 * page. A write no request made (a job, an operator's SQL) shows within the second the pages are kept.
 */
export class PageCache {
  readonly settings = new ExpiringCache<PublicSettings>(PAGE_CACHE_TTL_MS, 1);
  /** Only a page rendered with everything it asks for: one missing an answer refused to one visitor (a rate limit) is that visitor's. */
  readonly pages = new ExpiringCache<{ page: EncodedText; complete: boolean }>(PAGE_CACHE_TTL_MS, MAX_PAGES);

  constructor(app: FastifyInstance) {
    app.cacheBus.subscribe('pages', () => this.clear());
    app.cacheBus.subscribe('settings', () => this.clear());
    app.addHook('onResponse', async (request, reply) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return;
      this.clear();
      // After the answer, so after the write committed; a lost message leaves other instances a second behind.
      await app.cacheBus.publish('pages').catch((err: unknown) => request.log.warn({ err }, 'cache bus: could not tell other instances that pages changed'));
    });
  }

  clear(): void {
    this.settings.clear();
    this.pages.clear();
  }
}
