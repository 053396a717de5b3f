import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('safari sunrise'), hashPassword('safari sunrise')]);
    expect(a.startsWith('$argon2id$')).toBe(true);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'safari sunrise')).toBe(true);
    expect(await verifyPassword(a, 'safari sunset')).toBe(false);
  });

  it('answers false, not an exception, for a malformed stored hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('keeps one dummy hash for timing-safe misses', async () => {
    expect(await dummyPasswordHash()).toBe(await dummyPasswordHash());
    expect(await verifyPassword(await dummyPasswordHash(), 'anything')).toBe(false);
  });
});
