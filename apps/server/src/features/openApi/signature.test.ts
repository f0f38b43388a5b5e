import { canonicalQuery, canonicalString, emptyBodySha256, signatureTestVectors, testVectorSecret } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { sha256Hex, signatureOf } from './signature.js';

/**
 * The published test vectors (the API reference shows them): their canonical strings and signatures
 * are literal values computed by another implementation, so a change to the canonical string or the
 * signature — which would break every customer's client — fails here.
 */
describe('the open API signature', () => {
  it('hashes the empty body to the published constant', () => {
    expect(sha256Hex('')).toBe(emptyBodySha256);
  });

  it('sorts by name then value and encodes the query per RFC 3986', () => {
    expect(
      canonicalQuery([
        ['b', '2'],
        ['a', 'z'],
        ['a', 'y'],
        ['c', "it's (ok)*!~"],
        ['中', '文 '],
      ]),
    ).toBe('%E4%B8%AD=%E6%96%87%20&a=y&a=z&b=2&c=it%27s%20%28ok%29%2A%21~');
  });

  it.each(signatureTestVectors.map((v) => [v.name, v] as const))('matches the published vector: %s', (_name, vector) => {
    expect(sha256Hex(vector.body)).toBe(vector.parts.contentSha256);
    expect(canonicalString(vector.parts)).toBe(vector.canonical);
    expect(signatureOf(testVectorSecret, vector.parts)).toBe(vector.signature);
  });

  it('changes when any signed part changes', () => {
    const base = signatureTestVectors[0].parts;
    const sig = signatureOf(testVectorSecret, base);
    for (const changed of [
      { ...base, method: 'GET' },
      { ...base, path: `${base.path}/` },
      { ...base, timestamp: '1767225600001' },
      { ...base, nonce: `${base.nonce}x` },
      { ...base, contentSha256: emptyBodySha256 },
      { ...base, query: [['a', '1']] as const },
    ])
      expect(signatureOf(testVectorSecret, changed)).not.toBe(sig);
  });
});
