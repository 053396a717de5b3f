import fp from 'fastify-plugin';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a write's success may change of what guests are shown (pages, and the public API answers they are made
 * of), said by its route (`config.pagesChanged`):
 * - 'none': nothing a guest sees (a trip message, a traveller's request, a session);
 * - an address, such as '/stories': that page and those under it, and the API answers under `/api/stories`
 *   (a like shows in the stories' list and on the story);
 * - unsaid: everything. A route that does not say is safe, only slower under load.
 */
export type PagesChanged = 'none' | `/${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    pagesChanged?: PagesChanged;
  }
  interface FastifyInstance {
    /** Tells what is kept for guests (page-cache.ts, public-answers.ts) what changed, on this instance and every other. */
    publicChanges: PublicChanges;
  }
}

/** Told an address whose page and API answers changed, with those under it; or nothing: everything changed. */
export type PublicDrop = (address?: string) => void;

/** Whether `url` (a path with its query) is `path` or under it ('/stories' holds '/stories?page=2' and '/stories/4'). */
export function isAtOrUnder(url: string, path: string): boolean {
  // Called for every kept key on every drop: compared in place, without splitting the URL.
  if (!url.startsWith(path)) return false;
  const next = url[path.length];
  return next === undefined || next === '/' || next === '?';
}

export class PublicChanges {
  private readonly drops = new Set<PublicDrop>();

  subscribe(drop: PublicDrop): void {
    this.drops.add(drop);
  }

  /** Drops here, at once: `address` and under, or everything without one. */
  drop(address?: string): void {
    for (const drop of this.drops) drop(address);
  }
}

/**
 * A write an instance answers with success makes every kept copy of what it may change go (its route's
 * `pagesChanged`): here at once, and on every other instance through the cache bus ('pages', with the address
 * as detail), as does any write to the settings table ('settings'). So what an admin or a partner changes
 * shows on the very next request, while a like or a trip message leaves the home page kept. A write no request
 * made (a job, an operator's SQL) shows within the second things are kept.
 */
export default fp(
  async (app) => {
    const changes = new PublicChanges();
    app.decorate('publicChanges', changes);
    app.cacheBus.subscribe('pages', (address) => changes.drop(address));
    app.cacheBus.subscribe('settings', () => changes.drop());
    app.addHook('onResponse', async (request, reply) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return;
      const changed = request.routeOptions.config.pagesChanged;
      if (changed === 'none') return;
      changes.drop(changed);
      // After the answer, so after the write committed; a lost message leaves other instances a second behind.
      await app.cacheBus.publish('pages', changed).catch((err: unknown) => request.log.warn({ err }, 'cache bus: could not tell other instances that pages changed'));
    });
  },
  { name: 'public-changes', dependencies: ['cache-bus'] },
);
