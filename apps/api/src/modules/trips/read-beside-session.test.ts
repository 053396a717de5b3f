import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts, type UserType } from '@mt/shared';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTraveller } from '../../test/factories';
import { getEnvelope } from './envelope.service';
import { listTripMessages } from './trip-messages.service';
import { journey, type Journey } from './testing/journey';

/**
 * The envelope and a trip's messages are read beside the caller's session check (decision 0062): the read
 * starts while the check is under way, and the answer waits for it.
 */
type Caller = { id: number; userType: UserType; name: string };

/** The database, counting the reads started through it. */
function counting(db: Db) {
  const started = { reads: 0 };
  const counted = new Proxy(db, {
    get(target, prop) {
      if (prop === 'select') started.reads += 1;
      return Reflect.get(target, prop, target);
    },
  });
  return { db: counted, started };
}

function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let t: TestApp;
let j: Journey;
beforeAll(async () => {
  t = await buildTestApp();
  j = await journey(t.app, 'paid');
});
afterAll(async () => t.close());

const reads = {
  envelope: (db: Db, caller: Caller | Promise<Caller>) => getEnvelope(db, caller, j.tripId),
  messages: (db: Db, caller: Caller | Promise<Caller>) => listTripMessages(db, caller, j.tripId),
};

describe.each(Object.entries(reads))('the %s', (_name, read) => {
  it('is read while the session is checked, and answered once the check has passed', async () => {
    const { db, started } = counting(t.db);
    const caller = pending<Caller>();
    const answer = read(db, caller.promise);
    expect(started.reads).toBeGreaterThan(0);
    caller.resolve({ id: j.traveller.user.id, userType: 'traveller', name: 'Traveller' });
    await expect(answer).resolves.toBeTruthy();
  });

  it("answers the check's refusal whatever was read, and another traveller's trip as not found", async () => {
    const refused = unauthorized(authTexts.tokenInvalid);
    await expect(read(t.db, Promise.reject(refused))).rejects.toBe(refused);
    const other = await createTraveller(t.app);
    await expect(read(t.db, Promise.resolve({ id: other.user.id, userType: 'traveller', name: 'Other' }))).rejects.toMatchObject({ statusCode: 404 });
  });
});
