import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Where the platform keeps its files: bytes by key (`<folder>/<id>.bin`). It knows nothing of
 * sealing: what reaches it is already encrypted (`sealed-files.ts`), so neither a disk nor a bucket
 * ever holds a plain file. A missing key throws on `get`; `remove` of a missing key is not an error.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

/** FILE_STORE and its S3_* settings (`config.ts`). */
export type FileStoreSettings =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Empty for AWS itself; MinIO, Ceph, Alibaba OSS and others name theirs. */
      endpoint?: string;
      /** Both or neither; neither lets the SDK find them (instance role, AWS_* variables, profile). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, most self-hosted). */
      forcePathStyle: boolean;
      /** Prepended to every key, so one bucket can hold several installs. */
      prefix: string;
    };

/** A key is folders and a file name of plain characters: nothing that could climb out of its root. */
const safeKey = /^(?:[A-Za-z0-9_-]{1,64}\/){0,4}[A-Za-z0-9_-]{1,64}(?:\.[a-z0-9]{1,8})?$/;

export class FileKeyError extends Error {
  constructor(key: string) {
    super(`file key ${JSON.stringify(key.slice(0, 80))} leaves its folder or is not a plain name`);
    this.name = 'FileKeyError';
  }
}

function checkKey(key: string): string {
  if (!safeKey.test(key)) throw new FileKeyError(key);
  return key;
}

export function createFileStore(settings: FileStoreSettings): FileStore {
  return settings.kind === 's3' ? createS3FileStore(settings) : createLocalFileStore(settings.root);
}

/**
 * The embedded default: a folder on this machine, files owner-only. Written aside and renamed, so a
 * reader never sees half a file and a crash leaves no partial one under the real name.
 */
export function createLocalFileStore(root: string): FileStore {
  const target = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = target(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, bytes, { mode: 0o600, flag: 'wx' });
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      return fs.readFile(target(key));
    },
    async has(key) {
      try {
        return (await fs.stat(target(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(target(key), { force: true });
    },
    async close() {},
  };
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Alibaba OSS): PutObject, GetObject, HeadObject
 * and DeleteObject of whole files. A PutObject is atomic, so no reader sees half a file. The SDK's
 * default CRC checksums are asked for only where S3 requires them: several S3-compatible stores
 * refuse the trailing-checksum uploads, and a sealed file carries its own AES-GCM tag anyway.
 */
export function createS3FileStore(settings: Extract<FileStoreSettings, { kind: 's3' }>): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => settings.prefix + checkKey(key);
  const notFound = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: 's3',
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: 'application/octet-stream' }));
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      if (!answer.Body) throw new Error(`file ${key} came back without a body`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async close() {
      client.destroy();
    },
  };
}
