import type { Env } from '../../config';

/** Where pictures go when S3_BUCKET is set (decision 0043). */
export interface S3Settings {
  bucket: string;
  /** The server's URL, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  /** Not enumerable: a logged or serialised config never carries it (see s3SettingsFrom). */
  readonly secretAccessKey: string;
  /** `bucket` in the path instead of the host name: MinIO, s3rver and most servers other than AWS want it. */
  forcePathStyle: boolean;
  /** Where the bucket's objects are public (a CDN, or the bucket's own website), without a trailing slash; null: the app streams them. */
  publicUrl: string | null;
}

/** The variables that only mean something with S3_BUCKET. */
const REQUIRED = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const OPTIONAL = ['S3_PUBLIC_URL', 'S3_FORCE_PATH_STYLE'] as const;

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * The S3 variables are validated together, as the bot-check keys are: a half-configured bucket would store
 * uploads on local disk of one instance without anyone noticing, so it stops the start instead. Messages
 * name variables, never values (the secret must not reach a log or a terminal).
 */
export function s3SettingsFrom(e: Env): S3Settings | null {
  if (!e.S3_BUCKET) {
    const stray = [...REQUIRED, ...OPTIONAL].filter((name) => e[name] !== undefined);
    if (stray.length) throw new Error(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET too, or remove them`);
    return null;
  }
  const missing = REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length) throw new Error(`S3_BUCKET is set, so ${missing.join(', ')} must be set too`);
  const endpoint = e.S3_ENDPOINT ?? '';
  if (!isHttpUrl(endpoint)) throw new Error('S3_ENDPOINT must be an http:// or https:// URL');
  if (e.S3_PUBLIC_URL !== undefined && !isHttpUrl(e.S3_PUBLIC_URL)) throw new Error('S3_PUBLIC_URL must be an http:// or https:// URL');
  const settings = {
    bucket: e.S3_BUCKET,
    endpoint,
    region: e.S3_REGION ?? '',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: e.S3_PUBLIC_URL ? e.S3_PUBLIC_URL.replace(/\/+$/, '') : null,
  };
  // Non-enumerable: JSON.stringify (pino), util.inspect and object spreads leave it out.
  Object.defineProperty(settings, 'secretAccessKey', { value: e.S3_SECRET_ACCESS_KEY, enumerable: false });
  return settings as S3Settings;
}
