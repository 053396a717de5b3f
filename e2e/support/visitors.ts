import { randomInt } from 'node:crypto';

/**
 * The addresses this test file's visitors come from, its browsers and its API calls alike, as the server reads them
 * from the proxy header it trusts in the journeys (global-setup.ts sets TRUST_PROXY). Sign-in and registration are
 * limited per address and per minute; two files running at once (e2e/vitest.config.ts) each draw a network of
 * their own, so neither spends the other's allowance.
 */
const network = `10.${randomInt(256)}.${randomInt(256)}`;
let visitors = 0;

/** A new visitor's address in this file's network (254 of them, then the first again). */
export function visitorAddress(): string {
  visitors = (visitors % 254) + 1;
  return `${network}.${visitors}`;
}
