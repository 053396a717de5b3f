import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { until } from './until';

/**
 * Waits until every message on the cache bus's 'pages' topic sent so far has been delivered to this app (on
 * PostgreSQL, LISTEN/NOTIFY delivers after the write's answer): the current window's message is sent now
 * (changes-publisher.ts), and the bus delivers in order, so once a marker sent after it is back, every earlier
 * message is too. A test whose clock stands still calls it first, so that no earlier message lands inside it.
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
