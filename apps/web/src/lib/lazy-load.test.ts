import { describe, expect, it, vi } from 'vitest';
import { lazyLoad } from './lazy-load';

describe('lazyLoad', () => {
  it('loads once, on first use', async () => {
    const load = vi.fn(async () => 'schema');
    const lazy = lazyLoad(load);
    expect(load).not.toHaveBeenCalled();
    expect(await lazy.get()).toBe('schema');
    expect(await lazy.get()).toBe('schema');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the download before the first use', () => {
    const load = vi.fn(async () => 'schema');
    lazyLoad(load).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('schema');
    const lazy = lazyLoad(load);
    lazy.preload();
    await expect(lazy.get()).rejects.toThrow('offline');
    expect(await lazy.get()).toBe('schema');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
