import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { FileStoreSettings } from '../../src/platform/file-store.js';

/** The access key pair the test server knows (its built-in account); any other is refused with 403. */
export const s3TestCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  /** FILE_STORE=s3 settings that reach it (path style, loopback endpoint, its one bucket). */
  settings: Extract<FileStoreSettings, { kind: 's3' }>;
  /** The same as environment variables, for `startTestApp`. */
  env: Record<string, string>;
  /** Its data folder: what reached the server, as files, for tests that look at the stored bytes. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * Starts an S3-compatible server (s3rver, which checks SigV4 signatures: decision 31) on loopback
 * at a free port with one empty bucket. It throws when the server cannot start: a test of the S3
 * file store fails then rather than being skipped.
 */
export async function startS3TestServer(bucket = 'console-files'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'console-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw new Error(`the S3-compatible test server (@20minutes/s3rver) did not start: ${String(error)}`, { cause: error });
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { kind: 's3', bucket, region: 'us-east-1', endpoint, credentials: s3TestCredentials, forcePathStyle: true, prefix: '' },
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: s3TestCredentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3TestCredentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
