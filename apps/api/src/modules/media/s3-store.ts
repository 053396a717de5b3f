import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { rangeHeader, RangeNotSatisfiableError, resolveByteRange, type ByteRange, type RangeRequest } from './byte-range';
import { MEDIA_CACHE_CONTROL } from './media-headers';
import { assertSafeKey, mediaUrl, type MediaRead, type MediaStat, type MediaStore } from './media-store';
import type { S3Settings } from './s3-settings';
import { StorageUnavailableError } from '../../lib/errors';

/** An S3 answer's status, as the SDK reports it on its errors. */
const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const nameOf = (err: unknown) => (err as { name?: string } | null)?.name;

/** No such object. A missing bucket answers 404 too, but that is the operator's mistake: it stays an error (5xx). */
const isMissingObject = (err: unknown) => nameOf(err) !== 'NoSuchBucket' && (nameOf(err) === 'NoSuchKey' || nameOf(err) === 'NotFound' || statusOf(err) === 404);

/** `bytes 0-99/1234` → the range and the whole size. */
function parseContentRange(value: string | undefined): { range: ByteRange; size: number } | null {
  const match = value ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value) : null;
  return match ? { range: { start: Number(match[1]), end: Number(match[2]) }, size: Number(match[3]) } : null;
}

/**
 * Pictures in an S3-compatible bucket (AWS, MinIO, R2, s3rver in tests), under the same keys as on disk,
 * so a stored URL (`/uploads/<key>`) does not depend on the store (decision 0043).
 */
export class S3Store implements MediaStore {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
  ) {}

  static fromSettings(settings: S3Settings): S3Store {
    const client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // An unreachable or stalled server fails the request in bounded time (a clean 503), instead of holding it.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000, throwOnRequestTimeout: true },
    });
    return new S3Store(client, settings.bucket);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    assertSafeKey(key);
    // S3 writes an object whole or not at all, so no temporary name is needed. Type and caching are stored
    // with it for a CDN serving the bucket directly (S3_PUBLIC_URL); the app sets its own when it streams.
    await this.client
      .send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType, CacheControl: MEDIA_CACHE_CONTROL }))
      .catch((err: unknown) => {
        throw new StorageUnavailableError(err);
      });
    return mediaUrl(key);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    // S3 answers 204 for a missing key as well.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch((err: unknown) => {
      throw new StorageUnavailableError(err);
    });
  }

  async stat(key: string): Promise<MediaStat | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissingObject(err)) return null;
      throw err;
    }
  }

  async open(key: string, range?: RangeRequest): Promise<MediaRead | null> {
    assertSafeKey(key);
    let wanted: string | undefined;
    if (range && 'suffix' in range) {
      // Resolved here, with the size: not every server reads `bytes=-N` as the last N bytes (s3rver does not).
      const found = await this.stat(key);
      if (!found) return null;
      const bytes = resolveByteRange(range, found.size);
      if (!bytes) throw new RangeNotSatisfiableError(found.size);
      wanted = rangeHeader(bytes);
    } else if (range) {
      wanted = `bytes=${range.start}-${range.end ?? ''}`;
    }
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: wanted }));
      if (!(res.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream');
      const partial = wanted ? parseContentRange(res.ContentRange) : null;
      return {
        size: partial?.size ?? res.ContentLength ?? 0,
        lastModified: res.LastModified ?? new Date(0),
        body: res.Body,
        range: partial?.range ?? null,
      };
    } catch (err) {
      if (isMissingObject(err)) return null;
      if (statusOf(err) === 416) {
        const found = await this.stat(key);
        if (!found) return null;
        throw new RangeNotSatisfiableError(found.size);
      }
      throw err;
    }
  }

  /**
   * Whether the bucket exists and the credentials may use it: asked once at start (plugins/media.ts), so a
   * wrong name or key shows in the log then, and not first on a visitor's broken picture. Bounded, retries
   * included, so an unreachable server delays the start by seconds at most.
   */
  async check(timeoutMs = 5_000): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  }

  /** Closes the client's kept-alive connections (the app's onClose). */
  close(): void {
    this.client.destroy();
  }
}
