import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheBus, CacheTopic } from '../db/cache-bus';
import { addressesHeard, ChangesPublisher, detailsOf, MAX_DETAIL_LENGTH, PUBLISH_WINDOW_MS } from './changes-publisher';

/** A bus that records what is published; `failures` publishes fail first. */
function recordingBus(failures = 0) {
  const published: { topic: CacheTopic; detail: string | undefined }[] = [];
  const bus: CacheBus = {
    publish: async (topic, detail) => {
      if (failures-- > 0) throw new Error('database unreachable');
      published.push({ topic, detail });
    },
    subscribe: () => () => undefined,
    close: async () => undefined,
  };
  return { bus, published };
}
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('ChangesPublisher', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("publishes the writes of one window in one message, each address once, when the window ends", async () => {
    vi.useFakeTimers();
    const { bus, published } = recordingBus();
    const publisher = new ChangesPublisher(bus, log);
    publisher.add(['/stories/4', 'page:/stories?']);
    publisher.add(['/stories/9', 'page:/stories?']);
    await vi.advanceTimersByTimeAsync(PUBLISH_WINDOW_MS - 1);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const from = `@${publisher.origin}`;
    expect(published).toEqual([{ topic: 'pages', detail: `${from} /stories/4 page:/stories? /stories/9` }]);
    // A later write starts another window.
    publisher.add(['/blog']);
    await vi.advanceTimersByTimeAsync(PUBLISH_WINDOW_MS);
    expect(published.map((p) => p.detail)).toEqual([`${from} /stories/4 page:/stories? /stories/9`, `${from} /blog`]);
  });

  it('sends one message without addresses (everything) when any write of the window changed everything', async () => {
    vi.useFakeTimers();
    const { bus, published } = recordingBus();
    const publisher = new ChangesPublisher(bus, log);
    publisher.add(['/stories/4']);
    publisher.add(undefined);
    publisher.add(['/blog']);
    await vi.advanceTimersByTimeAsync(PUBLISH_WINDOW_MS);
    expect(published).toEqual([{ topic: 'pages', detail: `@${publisher.origin}` }]);
  });

  it('sends what is gathered at once when flushed (the instance closing), and nothing twice', async () => {
    const { bus, published } = recordingBus();
    const publisher = new ChangesPublisher(bus, log, 60_000);
    publisher.add(['/partners/acme']);
    await publisher.flush();
    expect(published).toEqual([{ topic: 'pages', detail: `@${publisher.origin} /partners/acme` }]);
    await publisher.flush();
    expect(published).toHaveLength(1);
  });

  it('logs a message the bus could not send and sends the next window', async () => {
    const { bus, published } = recordingBus(1);
    const publisher = new ChangesPublisher(bus, log, 60_000);
    publisher.add(['/stories/1']);
    await publisher.flush();
    expect(log.warn).toHaveBeenCalledOnce();
    publisher.add(['/stories/2']);
    await publisher.flush();
    expect(published).toEqual([{ topic: 'pages', detail: `@${publisher.origin} /stories/2` }]);
  });
});

describe('detailsOf and addressesHeard', () => {
  it('puts every address in one of messages that PostgreSQL takes (under 8,000 bytes), each from its instance', () => {
    const addresses = Array.from({ length: 1_000 }, (_, i) => `/stories/${i}`);
    const details = detailsOf('a1', addresses);
    expect(details.length).toBeGreaterThan(1);
    for (const detail of details) expect(detail.length).toBeLessThanOrEqual(MAX_DETAIL_LENGTH);
    expect(details.flatMap((d) => addressesHeard(d, 'b2')!)).toEqual(addresses);
    expect(detailsOf('a1', ['/blog'])).toEqual(['@a1 /blog']);
    expect(detailsOf('a1', [])).toEqual([]);
    expect(detailsOf('a1', undefined)).toEqual(['@a1']);
  });

  it("drops another instance's addresses, or everything; nothing for its own message, which it dropped when writing", () => {
    expect(addressesHeard('@a1 /stories/4 page:/stories?', 'b2')).toEqual(['/stories/4', 'page:/stories?']);
    expect(addressesHeard('@a1', 'b2')).toBeUndefined();
    expect(addressesHeard('@a1 /stories/4', 'a1')).toBeNull();
    expect(addressesHeard('@a1', 'a1')).toBeNull();
    // A reconnect (messages may have been lost) and a message without an origin.
    expect(addressesHeard(undefined, 'a1')).toBeUndefined();
    expect(addressesHeard('/settled-1', 'a1')).toEqual(['/settled-1']);
  });
});
