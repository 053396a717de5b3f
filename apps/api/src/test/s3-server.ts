import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** Any key pair works with s3rver; these are its documented defaults. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The variables that point the app at this server (with forcePathStyle, as s3rver needs). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real server speaking the S3 protocol (s3rver), on a free loopback port, with its files in a temporary
 * folder and one empty bucket: the S3 store's tests go through the AWS SDK and HTTP, not a mock of either.
 */
export async function startS3Server(bucket = 'mt-pictures'): Promise<TestS3Server> {
  // The SDK's notice that its 2027 releases want Node 22 (decision 0043): known, and noise in test output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = mkdtempSync(path.join(tmpdir(), 'mt-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
