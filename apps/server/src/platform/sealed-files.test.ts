import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFieldCipher } from './crypto.js';
import { type FileStore, createLocalFileStore } from './file-store.js';
import { readSealedFile, removeSealedFile, storeSealedFile } from './sealed-files.js';

let dataDir: string;
let deps: { files: FileStore; cipher: ReturnType<typeof createFieldCipher> };

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sealed-files-'));
  deps = { files: createLocalFileStore(path.join(dataDir, 'sealed')), cipher: createFieldCipher('c'.repeat(64)) };
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm face video of 张三 110101199003077651')]);

// The same rules on the S3-compatible store too: test/platform/file-store.test.ts.
describe('sealed files in the local folder', () => {
  it('gives back the stored bytes by the relative path it answered', async () => {
    const relPath = await storeSealedFile(deps, { folder: 'videos', id: '0190-abc', bytes: video });
    expect(relPath).toBe('videos/0190-abc.bin');
    expect(await readSealedFile(deps, relPath)).toEqual(video);
  });

  it('keeps only ciphertext on disk, readable by the owner alone, with no temporary file left', async () => {
    const relPath = await storeSealedFile(deps, { folder: 'videos', id: 'one', bytes: video });
    const file = path.join(dataDir, 'sealed', relPath);
    const onDisk = fs.readFileSync(file);
    expect(onDisk.includes(Buffer.from('110101199003077651'))).toBe(false);
    expect(onDisk.includes(video.subarray(0, 4))).toBe(false);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['one.bin']);
  });

  it('refuses a file changed on disk or sealed with another key', async () => {
    const relPath = await storeSealedFile(deps, { folder: 'videos', id: 'two', bytes: video });
    const file = path.join(dataDir, 'sealed', relPath);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x01;
    fs.writeFileSync(file, bytes);
    await expect(readSealedFile(deps, relPath)).rejects.toThrow();
    const other = { ...deps, cipher: createFieldCipher('d'.repeat(64)) };
    const fresh = await storeSealedFile(deps, { folder: 'videos', id: 'three', bytes: video });
    await expect(readSealedFile(other, fresh)).rejects.toThrow();
  });

  it('refuses paths that leave the sealed folder, and names that are not plain', async () => {
    fs.writeFileSync(path.join(dataDir, 'field-encryption.key'), 'secret');
    await expect(readSealedFile(deps, '../field-encryption.key')).rejects.toThrow(/leaves/);
    await expect(readSealedFile(deps, '/etc/passwd')).rejects.toThrow(/leaves/);
    await expect(storeSealedFile(deps, { folder: '..', id: 'x', bytes: video })).rejects.toThrow();
    await expect(storeSealedFile(deps, { folder: 'videos', id: '../x', bytes: video })).rejects.toThrow();
  });

  it('removes a file, and removing it again is not an error', async () => {
    const relPath = await storeSealedFile(deps, { folder: 'videos', id: 'four', bytes: video });
    await removeSealedFile(deps, relPath);
    await removeSealedFile(deps, relPath);
    await expect(readSealedFile(deps, relPath)).rejects.toThrow();
  });
});
