import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheBus } from '../db/cache-bus';

/**
 * How long an instance gathers what its writes changed before telling the other instances, in one message. Each
 * message is a NOTIFY, which cost PostgreSQL about a third of a millisecond of CPU and the instance a round trip:
 * sent per write, under a run of likes alone a third of PostgreSQL's time (decision 0058). The instance that
 * answered the write drops its own copies at once; the others a few dozen milliseconds later than before, well
 * within the second the issue allows.
 */
export const PUBLISH_WINDOW_MS = 25;

/** A NOTIFY payload must stay under 8,000 bytes: longer lists of addresses go in several messages. */
export const MAX_DETAIL_LENGTH = 7_000;

/**
 * A message starts with '@' and the instance that sent it, so that the instance does not drop its copies again
 * when its own message comes back: it dropped them when it answered the writes, and copies made since then are
 * of the new data. A message without it (a test's marker, an older instance's) names addresses only.
 */
const ORIGIN = '@';

/**
 * The messages for `addresses` from `origin`: each of at most MAX_DETAIL_LENGTH characters, the origin then the
 * addresses, apart by spaces (a URL's path has none); one with the origin alone for everything (`undefined`).
 */
export function detailsOf(origin: string, addresses: Iterable<string> | undefined): string[] {
  const head = `${ORIGIN}${origin}`;
  if (addresses === undefined) return [head];
  const details: string[] = [];
  let current = head;
  for (const address of addresses) {
    if (current !== head && current.length + 1 + address.length > MAX_DETAIL_LENGTH) {
      details.push(current);
      current = head;
    }
    current = `${current} ${address}`;
  }
  if (current !== head) details.push(current);
  return details;
}

/**
 * What a 'pages' message asks this instance (`origin`) to drop: the addresses, everything (undefined), or
 * nothing (null) when it is the instance's own. A message without a detail (a reconnect: messages may have been
 * lost) is everything.
 */
export function addressesHeard(detail: string | undefined, origin: string): readonly string[] | undefined | null {
  if (detail === undefined) return undefined;
  const words = detail.split(' ');
  if (!words[0]!.startsWith(ORIGIN)) return words;
  if (words[0] === `${ORIGIN}${origin}`) return null;
  return words.length === 1 ? undefined : words.slice(1);
}

/**
 * Gathers the addresses that writes changed (plugins/public-changes.ts) and publishes them on the cache bus's
 * 'pages' topic once per window: every address once, or one message without addresses when any write changed
 * everything. Closing sends what is gathered, so an instance that stops does not leave the others behind.
 */
export class ChangesPublisher {
  /** This instance, in its messages. */
  readonly origin = randomBytes(6).toString('hex');
  private pending: Set<string> | 'everything' | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly bus: CacheBus,
    private readonly log: FastifyBaseLogger,
    private readonly windowMs = PUBLISH_WINDOW_MS,
  ) {}

  /** `addresses` changed, or everything when undefined. */
  add(addresses: readonly string[] | undefined): void {
    if (addresses === undefined) this.pending = 'everything';
    else if (this.pending !== 'everything') {
      this.pending ??= new Set();
      for (const address of addresses) this.pending.add(address);
    }
    this.timer ??= setTimeout(() => void this.flush(), this.windowMs);
  }

  /** Publishes what is gathered now; resolves when it and any earlier message were sent (or failed, logged). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pending = this.pending;
    this.pending = null;
    if (pending) {
      const details = detailsOf(this.origin, pending === 'everything' ? undefined : pending);
      this.sending = this.sending.then(() => this.send(details));
    }
    return this.sending;
  }

  private async send(details: string[]): Promise<void> {
    for (const detail of details) {
      // A lost message leaves other instances behind until what they keep expires (page-cache.ts).
      await this.bus.publish('pages', detail).catch((err: unknown) => this.log.warn({ err }, 'cache bus: could not tell other instances that pages changed'));
    }
  }
}
