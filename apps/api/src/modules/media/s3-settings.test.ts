import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const SECRET = 'a-secret-that-must-never-be-printed';
const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/mt-s3-settings-never-written', JWT_SECRET: 'x'.repeat(32) };
const full = {
  S3_BUCKET: 'pictures',
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: SECRET,
};
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });
const failure = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('S3 configuration (decision 0043)', () => {
  it('keeps pictures on local disk without S3_BUCKET', () => {
    expect(load({}).s3).toBeNull();
    // Empty variables mean "not set", as everywhere in the config.
    expect(load({ S3_BUCKET: '', S3_REGION: '' }).s3).toBeNull();
  });

  it('reads a complete set, with AWS-style addressing and no public URL by default', () => {
    const s3 = load(full).s3!;
    expect(s3).toMatchObject({ bucket: 'pictures', endpoint: full.S3_ENDPOINT, region: 'eu-west-1', accessKeyId: 'AKIAEXAMPLE', forcePathStyle: false, publicUrl: null });
    expect(s3.secretAccessKey).toBe(SECRET);
  });

  it('reads path-style addressing and the public URL, without its trailing slash', () => {
    const s3 = load({ ...full, S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: 'https://cdn.example.com/pictures/' }).s3!;
    expect(s3.forcePathStyle).toBe(true);
    expect(s3.publicUrl).toBe('https://cdn.example.com/pictures');
  });

  it.each(['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)('refuses to start when S3_BUCKET is set without %s', (name) => {
    const env: Record<string, string> = { ...full };
    delete env[name];
    const message = failure(env);
    expect(message).toBe(`S3_BUCKET is set, so ${name} must be set too`);
  });

  it('names every missing variable at once', () => {
    expect(failure({ S3_BUCKET: 'pictures' })).toBe('S3_BUCKET is set, so S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too');
  });

  it('refuses S3 variables without S3_BUCKET: a forgotten bucket would silently keep pictures on one disk', () => {
    const { S3_BUCKET: _bucket, ...rest } = full;
    const message = failure(rest);
    expect(message).toMatch(/^S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not/);
    expect(message).not.toContain(SECRET);
    expect(failure({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toMatch(/^S3_PUBLIC_URL is set but S3_BUCKET is not/);
  });

  it.each([
    ['S3_ENDPOINT', 'not a url'],
    ['S3_ENDPOINT', 'ftp://files.example.com'],
    ['S3_PUBLIC_URL', 'javascript:alert(1)'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
  ])('refuses %s=%j with a message naming the variable', (name, value) => {
    const message = failure({ ...full, [name]: value });
    expect(message).toContain(name);
    expect(message).not.toContain(SECRET);
  });

  it('never shows the secret when the configuration is logged, printed or copied', () => {
    const config = load(full);
    expect(JSON.stringify(config)).not.toContain(SECRET);
    expect(inspect(config, { depth: 10 })).not.toContain(SECRET);
    expect(JSON.stringify(config.s3)).toContain('AKIAEXAMPLE');
  });
});
