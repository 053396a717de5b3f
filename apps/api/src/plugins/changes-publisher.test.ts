import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheBus, CacheTopic } from '../db/cache-bus';
import { ChangesPublisher, detailsOf, MAX_DETAIL_LENGTH, PUBLISH_WINDOW_MS } from './changes-publisher';

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
    expect(published).toEqual([{ topic: 'pages', detail: '/stories/4 page:/stories? /stories/9' }]);
    // A later write starts another window.
    publisher.add(['/blog']);
    await vi.advanceTimersByTimeAsync(PUBLISH_WINDOW_MS);
    expect(published.map((p) => p.detail)).toEqual(['/stories/4 page:/stories? /stories/9', '/blog']);
  });

  it('sends one message without a detail (everything) when any write of the window changed everything', async () => {
    vi.useFakeTimers();
    const { bus, published } = recordingBus();
    const publisher = new ChangesPublisher(bus, log);
    publisher.add(['/stories/4']);
    publisher.add(undefined);
    publisher.add(['/blog']);
    await vi.advanceTimersByTimeAsync(PUBLISH_WINDOW_MS);
    expect(published).toEqual([{ topic: 'pages', detail: undefined }]);
  });

  it('sends what is gathered at once when flushed (the instance closing), and nothing twice', async () => {
    const { bus, published } = recordingBus();
    const publisher = new ChangesPublisher(bus, log, 60_000);
    publisher.add(['/partners/acme']);
    await publisher.flush();
    expect(published).toEqual([{ topic: 'pages', detail: '/partners/acme' }]);
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
    expect(published).toEqual([{ topic: 'pages', detail: '/stories/2' }]);
  });
});

describe('detailsOf', () => {
  it('puts every address in one of messages that PostgreSQL takes (under 8,000 bytes)', () => {
    const addresses = Array.from({ length: 1_000 }, (_, i) => `/stories/${i}`);
    const details = detailsOf(addresses);
    expect(details.length).toBeGreaterThan(1);
    for (const detail of details) expect(detail.length).toBeLessThanOrEqual(MAX_DETAIL_LENGTH);
    expect(details.flatMap((d) => d.split(' '))).toEqual(addresses);
    expect(detailsOf(['/blog'])).toEqual(['/blog']);
    expect(detailsOf([])).toEqual([]);
  });
});
