import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { until } from './until';

/**
 * Waits until what earlier writes changed has reached this app back through the cache bus (on PostgreSQL,
 * LISTEN/NOTIFY, which delivers later than the write's answer): their window's message is sent now
 * (changes-publisher.ts), and the bus delivers in order, so once a marker sent after it is back, every earlier
 * message is too. A test that keeps answers or pages with the clock standing still calls it before it reads, so
 * that a sign-up's "everything changed" does not land in the middle of it.
 */
export async function publicChangesSettled(app: FastifyInstance): Promise<void> {
  await app.publicChanges.published();
  const marker = `/settled-${randomBytes(6).toString('hex')}`;
  let back = false;
  const stop = app.cacheBus.subscribe('pages', (detail) => {
    if (detail === marker) back = true;
  });
  try {
    await app.cacheBus.publish('pages', marker);
    if (!(await until(() => back, 10_000))) throw new Error('the cache bus did not deliver its own message within 10 s');
  } finally {
    stop();
  }
}
