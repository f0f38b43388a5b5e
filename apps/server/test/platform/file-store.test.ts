import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../src/platform/crypto.js';
import { type FileStore, createFileStore } from '../../src/platform/file-store.js';
import { readSealedFile, removeSealedFile, storeSealedFile } from '../../src/platform/sealed-files.js';
import { type S3TestServer, startS3TestServer } from '../support/s3-server.js';

/**
 * One suite, two stores: the local folder (the embedded default) and an S3-compatible server started
 * here on loopback. If that server cannot start, the S3 half fails: it is never skipped.
 */
const cipher = createFieldCipher('c'.repeat(64));
const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm face video of 张三 110101199003077651')]);
const big = Buffer.alloc(6 * 1024 * 1024 + 17, 0x5a);

interface StoreUnderTest {
  files: FileStore;
  /** Every stored byte of every file, as the disk or the S3 server holds it. */
  everythingStored(): Buffer;
  close(): Promise<void>;
}

function allFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));
}

const stores: [string, () => Promise<StoreUnderTest>][] = [
  [
    'the local folder',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
      return {
        files: createFileStore({ kind: 'local', root }),
        everythingStored: () => Buffer.concat(allFiles(root).map((f) => fs.readFileSync(f))),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'an S3-compatible server',
    async () => {
      const server: S3TestServer = await startS3TestServer();
      const files = createFileStore(server.settings);
      return {
        files,
        everythingStored: () => Buffer.concat(allFiles(server.directory).map((f) => fs.readFileSync(f))),
        close: async () => {
          await files.close();
          await server.stop();
        },
      };
    },
  ],
];

describe.each(stores)('the file store on %s', (_name, open) => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('gives back the bytes stored under a key, answers whether a key is there, and removes it', async () => {
    const bytes = Buffer.from([0, 1, 2, 0xff, 0xfe, ...Buffer.from('二进制')]);
    expect(await store.files.has('documents/one.bin')).toBe(false);
    await store.files.put('documents/one.bin', bytes);
    expect(await store.files.has('documents/one.bin')).toBe(true);
    expect(await store.files.get('documents/one.bin')).toEqual(bytes);
    await store.files.remove('documents/one.bin');
    expect(await store.files.has('documents/one.bin')).toBe(false);
    await expect(store.files.get('documents/one.bin')).rejects.toThrow();
    await store.files.remove('documents/one.bin');
  });

  it('replaces a file stored again under the same key, and keeps a large one whole', async () => {
    await store.files.put('imports/two.bin', Buffer.from('first'));
    await store.files.put('imports/two.bin', Buffer.from('second'));
    expect((await store.files.get('imports/two.bin')).toString()).toBe('second');
    await store.files.put('signed-documents/big.bin', big);
    const back = await store.files.get('signed-documents/big.bin');
    expect(back.length).toBe(big.length);
    expect(back.equals(big)).toBe(true);
  });

  it('keeps files apart that are stored at once', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ key: `work-orders/f${i}.bin`, bytes: Buffer.from(`attachment ${i}`) }));
    await Promise.all(many.map((m) => store.files.put(m.key, m.bytes)));
    const back = await Promise.all(many.map((m) => store.files.get(m.key)));
    expect(back.map((b) => b.toString())).toEqual(many.map((m) => m.bytes.toString()));
  });

  it('refuses keys that could climb out of its root or are not plain names', async () => {
    for (const key of ['../field-encryption.key', '/etc/passwd', 'videos/../../x.bin', 'videos//x.bin', '', 'a b.bin', 'videos/x.bin\n']) {
      await expect(store.files.put(key, video), key).rejects.toThrow(/leaves its folder/);
      await expect(store.files.get(key), key).rejects.toThrow(/leaves its folder/);
      await expect(store.files.remove(key), key).rejects.toThrow(/leaves its folder/);
    }
  });

  describe('sealed files on it', () => {
    const deps = () => ({ files: store.files, cipher });

    it('gives back the stored bytes by the relative path it answered', async () => {
      const relPath = await storeSealedFile(deps(), { folder: 'videos', id: '0190-abc', bytes: video });
      expect(relPath).toBe('videos/0190-abc.bin');
      expect(await readSealedFile(deps(), relPath)).toEqual(video);
    });

    it('lets only ciphertext leave the process', async () => {
      const relPath = await storeSealedFile(deps(), { folder: 'videos', id: 'one', bytes: video });
      const stored = await store.files.get(relPath);
      expect(stored.includes(Buffer.from('110101199003077651'))).toBe(false);
      expect(stored.includes(video.subarray(0, 4))).toBe(false);
      const everything = store.everythingStored();
      expect(everything.includes(Buffer.from('110101199003077651'))).toBe(false);
      expect(everything.includes(Buffer.from('webm face video'))).toBe(false);
    });

    it('refuses a file changed in the store or sealed with another key', async () => {
      const relPath = await storeSealedFile(deps(), { folder: 'videos', id: 'two', bytes: video });
      const bytes = await store.files.get(relPath);
      bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x01;
      await store.files.put(relPath, bytes);
      await expect(readSealedFile(deps(), relPath)).rejects.toThrow();
      const fresh = await storeSealedFile(deps(), { folder: 'videos', id: 'three', bytes: video });
      await expect(readSealedFile({ files: store.files, cipher: createFieldCipher('d'.repeat(64)) }, fresh)).rejects.toThrow();
    });

    it('refuses paths that leave the sealed folder, and names that are not plain', async () => {
      await expect(readSealedFile(deps(), '../field-encryption.key')).rejects.toThrow(/leaves/);
      await expect(readSealedFile(deps(), '/etc/passwd')).rejects.toThrow(/leaves/);
      await expect(removeSealedFile(deps(), 'videos/../../x.bin')).rejects.toThrow(/leaves/);
      await expect(storeSealedFile(deps(), { folder: '..', id: 'x', bytes: video })).rejects.toThrow();
      await expect(storeSealedFile(deps(), { folder: 'videos', id: '../x', bytes: video })).rejects.toThrow();
    });

    it('removes a file, and removing it again is not an error', async () => {
      const relPath = await storeSealedFile(deps(), { folder: 'videos', id: 'four', bytes: video });
      await removeSealedFile(deps(), relPath);
      await removeSealedFile(deps(), relPath);
      await expect(readSealedFile(deps(), relPath)).rejects.toThrow();
    });
  });
});

describe('the S3 file store', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('signs its requests: the server refuses a wrong secret, and a missing bucket is an error, not an empty file', async () => {
    const wrong = createFileStore({ ...server.settings, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' } });
    await expect(wrong.put('videos/x.bin', video)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await wrong.close();
    const elsewhere = createFileStore({ ...server.settings, bucket: 'no-such-bucket' });
    await expect(elsewhere.put('videos/x.bin', video)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(elsewhere.get('videos/x.bin')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await elsewhere.close();
  });

  it('puts every key under the prefix, so installs can share a bucket', async () => {
    const a = createFileStore({ ...server.settings, prefix: 'install-a/' });
    const b = createFileStore({ ...server.settings, prefix: 'install-b/' });
    await a.put('seals/s.bin', Buffer.from('of a'));
    expect(await b.has('seals/s.bin')).toBe(false);
    expect((await a.get('seals/s.bin')).toString()).toBe('of a');
    expect(allFiles(server.directory).some((f) => f.includes(path.join('install-a', 'seals')))).toBe(true);
    await a.close();
    await b.close();
  });
});

describe('every stored file goes through the file store', () => {
  it('leaves the file system to the file store, the sandbox outbox, the generated field key, SQLite, the console files, the installed fonts and the thread ids of /proc', () => {
    const src = path.join(import.meta.dirname, '../../src');
    const touching = allFiles(src)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => /from '(?:node:)?fs(?:\/promises)?'/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f).split(path.sep).join('/'))
      .sort();
    expect(touching).toEqual([
      'db/database.ts',
      'platform/crypto.ts',
      'platform/file-store.ts',
      'platform/fonts.ts',
      'platform/static.ts',
      // Reads its own thread's id from /proc to lower a worker's priority; it stores nothing.
      'platform/thread-priority.ts',
      'providers/outbox.ts',
    ]);
  });
});
