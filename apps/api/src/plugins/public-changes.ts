import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { addressesHeard, ChangesPublisher } from './changes-publisher';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where a guest's pages changed: '/stories/4' is that page and those under it, with the API answers under
 * `/api/stories/4`; an address ending in '?', such as '/stories?', is that page alone with any query (the list
 * and its pages, not the stories under it), with its API answer. An address under '/api/' names those API
 * answers alone, for a write that changes what they answer but not the page (answersOnly). 'page:' before an
 * address names its pages alone (PAGES_ONLY).
 */
export type PageAddress = `/${string}` | `page:/${string}`;

/**
 * Before an address, names the pages there and not the API answers they are made of. Answers are kept a second
 * (public-answers.ts), so what such a write changes in them reaches guests within that second; a page is kept a
 * minute, so it goes at once, and is made again from fresh answers (page-html.ts). A like or a comment changes
 * the counts on the stories' list this way: the list's answer, asked for dozens of times a second, is no longer
 * made afresh after each of them (decision 0057).
 */
export const PAGES_ONLY = 'page:';

/**
 * What a write's success may change of what guests are shown (pages, and the public API answers they are made
 * of), said by its route (`config.pagesChanged`):
 * - 'none': nothing a guest sees (a trip message, a traveller's request, a session);
 * - an address, such as '/stories': that page and those under it (PageAddress);
 * - the addresses the request names (a like: its story, and the stories' list that counts the likes);
 * - unsaid: everything. A route that does not say is safe, only slower under load.
 */
export type PagesChanged = 'none' | PageAddress | ((request: FastifyRequest) => readonly PageAddress[]);

declare module 'fastify' {
  interface FastifyContextConfig {
    pagesChanged?: PagesChanged;
  }
  interface FastifyInstance {
    /** Tells what is kept for guests (page-cache.ts, public-answers.ts) what changed, on this instance and every other. */
    publicChanges: PublicChanges;
  }
}

/** Told the addresses whose pages and API answers changed (PageAddress); or nothing: everything changed. */
export type PublicDrop = (addresses?: readonly string[]) => void;

/**
 * Whether `url` (a path with its query) is at `address` ('/stories' holds '/stories?page=2', '/stories/4' and
 * '/stories/4/comments'; '/stories?' holds '/stories' and '/stories?page=2' only).
 */
export function isAtOrUnder(url: string, address: string): boolean {
  // The caches find what a drop names by urlGroups, which a test holds to this.
  if (address.endsWith('?')) return url.startsWith(address) || (url.length === address.length - 1 && address.startsWith(url));
  if (!url.startsWith(address)) return false;
  const next = url[address.length];
  return next === undefined || next === '/' || next === '?';
}

/** Whether an address names API answers alone, not a page (see PageAddress). */
export const answersOnly = (address: string) => address.startsWith('/api/');

/** Whether `url` is at one of `addresses`. */
export const isAtAny = (url: string, addresses: readonly string[]) => addresses.some((address) => isAtOrUnder(url, address));

/**
 * The same test as isAtOrUnder, as groups for a cache to index its keys by (lib/expiring-cache.ts): a URL is in
 * '=' + its path, in its path, and in each path above it but '/'. An address then names one group.
 */
export function urlGroups(url: string): string[] {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  const groups = [`=${path}`, path];
  for (let slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/')) groups.push((path = path.slice(0, slash)));
  return groups;
}

/** The group of urlGroups that holds what is at `address`. */
export const addressGroup = (address: string) => (address.endsWith('?') ? `=${address.slice(0, -1)}` : address);

/** The group of kept pages (page-cache.ts) at `address`, or null for an address of API answers alone. */
export function pageGroup(address: string): string | null {
  if (answersOnly(address)) return null;
  return addressGroup(address.startsWith(PAGES_ONLY) ? address.slice(PAGES_ONLY.length) : address);
}

/** The group of kept API answers (public-answers.ts) at `address`, or null for an address of pages alone. */
export function answerGroup(address: string): string | null {
  if (address.startsWith(PAGES_ONLY)) return null;
  return addressGroup(answersOnly(address) ? address : `/api${address}`);
}

export class PublicChanges {
  private readonly drops = new Set<PublicDrop>();

  constructor(private readonly publisher: ChangesPublisher) {}

  subscribe(drop: PublicDrop): void {
    this.drops.add(drop);
  }

  /** Drops here, at once: what is at `addresses`, or everything without them. */
  drop(addresses?: readonly string[]): void {
    for (const drop of this.drops) drop(addresses);
  }

  /** A write committed: drops here at once, and tells the other instances with the writes of its window. */
  wrote(addresses?: readonly string[]): void {
    this.drop(addresses);
    this.publisher.add(addresses);
  }

  /** Tells the other instances now what the writes of the current window changed. */
  published(): Promise<void> {
    return this.publisher.flush();
  }

  /** A 'pages' message of the cache bus: drops what another instance's writes changed (its own were dropped). */
  heard(detail: string | undefined): void {
    const addresses = addressesHeard(detail, this.publisher.origin);
    if (addresses !== null) this.drop(addresses);
  }
}

/** What the route of a successful write says it changed: nothing ([]), the addresses, or everything (undefined). */
function changedBy(request: FastifyRequest): readonly PageAddress[] | undefined {
  const changed = request.routeOptions.config.pagesChanged;
  if (changed === undefined) return undefined;
  if (changed === 'none') return [];
  return typeof changed === 'function' ? changed(request) : [changed];
}

/**
 * A write an instance answers with success makes every kept copy of what it may change go (its route's
 * `pagesChanged`): here at once, and on every other instance through the cache bus ('pages', with the addresses
 * as detail, gathered for PUBLISH_WINDOW_MS: changes-publisher.ts), as does any write to the settings table
 * ('settings'). So what an admin or a partner changes shows on this instance's very next request and on the
 * others' within milliseconds, while a like leaves the other stories, and a trip message every page, kept.
 * A write no request made (an operator's SQL) shows within the minute things are kept (decision 0054).
 */
export default fp(
  async (app) => {
    const changes = new PublicChanges(new ChangesPublisher(app.cacheBus, app.log, app.config.publicChangesWindowMs));
    app.decorate('publicChanges', changes);
    app.cacheBus.subscribe('pages', (detail) => changes.heard(detail));
    app.cacheBus.subscribe('settings', () => changes.drop());
    app.addHook('onResponse', async (request, reply) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return;
      const changed = changedBy(request);
      if (changed?.length === 0) return;
      // After the answer, so after the write committed.
      changes.wrote(changed);
    });
    app.addHook('onClose', async () => changes.published());
  },
  { name: 'public-changes', dependencies: ['cache-bus'] },
);
