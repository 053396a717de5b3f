import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const real: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.email) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'required', message: 'Email is required' } } };
};

describe('lazyResolver', () => {
  it('loads the schema once, on first use, and validates with it', async () => {
    const load = vi.fn(async () => real);
    const { resolver } = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ email: '' }, undefined, options)).toMatchObject({ errors: { email: { message: 'Email is required' } } });
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the download before the first validation', () => {
    const load = vi.fn(async () => real);
    lazyResolver<Values>(load).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const { resolver, preload } = lazyResolver<Values>(load);
    preload();
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
