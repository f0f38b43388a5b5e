import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leafHash, merkleTree, nodeHash, rootOf } from '../../src/features/evidence/merkle.js';

const leaves = (n: number) => Array.from({ length: n }, (_, i) => leafHash(Buffer.from(`deposit ${i}`)));

/** The Merkle proofs of evidence batches. */
describe('the evidence Merkle tree', () => {
  it('gives every leaf a proof that reaches the root, for trees of 1 to 17 leaves', () => {
    for (let n = 1; n <= 17; n++) {
      const list = leaves(n);
      const { root, proofs } = merkleTree(list);
      list.forEach((leaf, i) => expect(rootOf(leaf, proofs[i]!).equals(root), `${n} leaves, leaf ${i}`).toBe(true));
      expect(Math.max(...proofs.map((p) => p.length))).toBe(Math.ceil(Math.log2(n)));
    }
  });

  it('hashes leaves and nodes with different prefixes (RFC 6962), and a single leaf is its own root', () => {
    const data = Buffer.from('x');
    expect(
      leafHash(data).equals(
        createHash('sha256')
          .update(Buffer.concat([Buffer.from([0]), data]))
          .digest(),
      ),
    ).toBe(true);
    const [a, b] = leaves(2);
    expect(
      nodeHash(a!, b!).equals(
        createHash('sha256')
          .update(Buffer.concat([Buffer.from([1]), a!, b!]))
          .digest(),
      ),
    ).toBe(true);
    expect(merkleTree([a!]).root.equals(a!)).toBe(true);
    expect(merkleTree([a!, b!]).root.equals(nodeHash(a!, b!))).toBe(true);
  });

  it('fails a changed leaf, a swapped side and a changed sibling', () => {
    const list = leaves(7);
    const { root, proofs } = merkleTree(list);
    expect(rootOf(leafHash(Buffer.from('forged')), proofs[3]!).equals(root)).toBe(false);
    const swapped = proofs[3]!.map((s, i) => (i === 0 ? { ...s, side: s.side === 'left' ? ('right' as const) : ('left' as const) } : s));
    expect(rootOf(list[3]!, swapped).equals(root)).toBe(false);
    const changed = proofs[3]!.map((s, i) => (i === 1 ? { ...s, hash: '00'.repeat(32) } : s));
    expect(rootOf(list[3]!, changed).equals(root)).toBe(false);
    // The odd last leaf is carried up unchanged, not paired with itself.
    const duplicated = merkleTree([...list, list[6]!]).root;
    expect(duplicated.equals(root)).toBe(false);
  });
});
