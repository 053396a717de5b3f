import { describe, expect, it } from 'vitest';
import { afterSessionCheck } from './read-beside';

describe('afterSessionCheck', () => {
  it("answers the caller and the read once both are in", async () => {
    await expect(afterSessionCheck(Promise.resolve('ann'), Promise.resolve(42))).resolves.toEqual(['ann', 42]);
    await expect(afterSessionCheck('ann', Promise.resolve(42))).resolves.toEqual(['ann', 42]);
  });

  it("answers a refused check's error even when the read failed first, and leaves no rejection unhandled", async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const refused = new Error('401');
      const caller = new Promise<string>((_, reject) => setTimeout(() => reject(refused), 5));
      await expect(afterSessionCheck(caller, Promise.reject(new Error('the read failed')))).rejects.toBe(refused);
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it("answers the read's failure once the check has passed", async () => {
    const failed = new Error('the read failed');
    await expect(afterSessionCheck(Promise.resolve('ann'), Promise.reject(failed))).rejects.toBe(failed);
  });
});
