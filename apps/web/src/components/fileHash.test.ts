import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileHash, sm3 } from './fileHash';

const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, '0')).join('');

describe('file hashes in the browser', () => {
  it('computes SM3 as the standard’s examples and Node’s OpenSSL do', () => {
    // GB/T 32905 example 1: "abc".
    expect(hex(sm3(new TextEncoder().encode('abc')))).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
    for (const size of [0, 1, 55, 56, 63, 64, 65, 1000, 70_000]) {
      const data = new Uint8Array(size).map((_, i) => (i * 31 + 7) & 0xff);
      expect(hex(sm3(data)), `${size} bytes`).toBe(createHash('sm3').update(data).digest('hex'));
    }
  });

  it('hashes a file with SHA-256 or SM3', async () => {
    // jsdom's Blob has no arrayBuffer(); a browser's File has.
    const file = { arrayBuffer: async () => new TextEncoder().encode('a contract').buffer } as Blob;
    expect(await fileHash(file, 'sha256')).toBe(createHash('sha256').update('a contract').digest('hex'));
    expect(await fileHash(file, 'sm3')).toBe(createHash('sm3').update('a contract').digest('hex'));
  });
});
